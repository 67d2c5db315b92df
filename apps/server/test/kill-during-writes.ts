import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { TestClient } from './client.ts';
import { gamePayload, signedIn } from './fixtures.ts';
import { freePort } from './free-port.ts';
import { type Backend, createFreshDatabase } from './harness.ts';

/**
 * kill -9 in the middle of a burst of RSVPs and ledger writes, then a restart on the same data.
 * Shared by the short run in the main suite and the 50-run soak. After each restart:
 * - every write that was answered 2xx is there, as answered (durability);
 * - nothing is half-written: every buy-in on the ledger has set its player's "buy-in paid" flag in
 *   the same transaction and no flag is set without one, no ledger entry belongs to a player who is
 *   not seated, the seats never exceed the table and the confirmed count matches the seats, and the
 *   ledger's totals are the sum of its entries.
 * The tournament run (`runTournament`) kills the server while rebuys, add-ons, eliminations and
 * undos run from the clock view; after each restart the chips in play are exactly the chips every
 * ledger entry paid for: each stack is the starting stack plus its own rebuys and add-ons (net of
 * their reversals), and their sum is the tournament's chips in play (docs/ledger.md, "One transaction").
 */

const mainTs = path.resolve(import.meta.dirname, '../src/main.ts');
const seats = 6;
const playerCount = 10;
const password = 'Str0ng!Pass';

type Session = Awaited<ReturnType<typeof signedIn>>;
type Acknowledged = {
  rsvps: Map<string, string>;
  entries: Map<string, { kind: string; amountCents: number; userId: string }>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One server process on fixed data, restarted again and again on the same port. */
export async function killDuringWritesSuite(backend: Backend) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pokerhome-kill-'));
  const database = backend === 'postgres' ? await createFreshDatabase() : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> | undefined;
  let stderr = '';

  async function start() {
    stderr = '';
    child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SESSION_SECRET: 'kill-during-writes-secret-0123456789abcdef',
        TRUST_PROXY: '127.0.0.1',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.on('data', (chunk) => {
      stderr += chunk;
    });
    exited = once(child, 'exit');
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`server exited on start: ${stderr}`);
      try {
        const res = await fetch(`${url}/api/health`);
        const body = (await res.json()) as { data: { services: { database: { status: string } } } };
        if (body.data.services.database.status === 'healthy') return;
      } catch {}
      await sleep(100);
    }
    throw new Error(`server did not become healthy: ${stderr}`);
  }

  async function kill() {
    child!.kill('SIGKILL');
    await exited;
  }

  await start();
  const host = await signedIn(url, 'host');
  const players: Session[] = [];
  for (let i = 0; i < playerCount; i++) players.push(await signedIn(url, 'participant'));

  /** One burst, one kill -9, one restart, then every check. Returns how many writes were answered. */
  async function run(seed: number) {
    // Sessions outlive restarts; a fresh access token keeps a long soak within its 15 minutes.
    for (const client of [host, ...players]) {
      const refreshed = await client.post('/api/auth/refresh');
      expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    }
    const created = await host.post(
      '/api/games',
      gamePayload({
        name: `Kill run ${seed}`,
        type: 'cash_game',
        blindStructure: undefined,
        maxParticipants: seats,
        buyIn: { amount: 50, currency: 'USD', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
      }),
    );
    expect(created.status).toBe(201);
    const gameId = created.body.data.game.id as string;
    const inviteToken = new URL(created.body.data.game.shareUrl).searchParams.get('invite')!;

    const ack: Acknowledged = { rsvps: new Map(), entries: new Map() };
    const unexpected: string[] = [];
    let killed = false;
    const record = async (userId: string, kind: string, amountCents?: number) => {
      const res = await host.post(`/api/games/${gameId}/ledger/entries`, {
        userId,
        kind,
        ...(amountCents === undefined ? {} : { amountCents }),
      });
      if (res.status === 201) {
        const entry = res.body.data.entry;
        ack.entries.set(entry.id, { kind: entry.kind, amountCents: entry.amountCents, userId });
        return true;
      }
      if (!killed) unexpected.push(`${kind} answered ${res.status}: ${JSON.stringify(res.body)}`);
      return false;
    };
    const burst = players.map(async (player, i) => {
      try {
        const answer = await player.post(`/api/games/${gameId}/rsvp`, { status: 'accepted', inviteToken });
        if (answer.status !== 200) {
          if (!killed) unexpected.push(`rsvp answered ${answer.status}: ${JSON.stringify(answer.body)}`);
          return;
        }
        ack.rsvps.set(player.user.id, answer.body.data.status);
        if (answer.body.data.status !== 'accepted') return;
        if (!(await record(player.user.id, 'buy_in'))) return;
        for (let n = 0; n < 100 && !killed; n++) {
          if (!(await record(player.user.id, 'top_up', 100 * (i + 1) + n))) return;
        }
      } catch (error) {
        // The connection died with the server: that write was never acknowledged.
        if (!killed) unexpected.push(`request failed before the kill: ${(error as Error).message}`);
      }
    });
    // Land the kill somewhere in the burst, whatever the machine's speed: after a different number of
    // answered writes each run (none, among the RSVPs, among the ledger writes), plus a few ms more.
    const target = (seed * 7919) % 41;
    const done = Promise.all(burst);
    let finished = false;
    void done.then(() => {
      finished = true;
    });
    for (
      let waited = 0;
      !finished && ack.rsvps.size + ack.entries.size < target && waited < 60_000;
      waited += 5
    ) {
      await sleep(5);
    }
    await sleep(seed % 7);
    killed = true;
    await kill();
    await done;
    expect(unexpected).toEqual([]);

    await start();
    await check(gameId, ack);
    return ack.rsvps.size + ack.entries.size;
  }

  async function check(gameId: string, ack: Acknowledged) {
    const view = await host.get(`/api/games/${gameId}`);
    expect(view.status).toBe(200);
    const game = view.body.data.game;
    type Row = { id: string; status: string; buyInPaid: boolean; user: { id: string | null } };
    // The game answers the waiting list apart from the other participants.
    const participants = [...(game.participants as Row[]), ...(game.waitingList as Row[])];
    for (const [userId, status] of ack.rsvps) {
      expect(participants.find((p) => p.user.id === userId)?.status, `RSVP of ${userId}`).toBe(status);
    }
    const seated = participants.filter((p) => p.status === 'accepted');
    expect(seated.length).toBeLessThanOrEqual(seats);
    expect(game.confirmedCount).toBe(seated.length);

    const read = await host.get(`/api/games/${gameId}/ledger`);
    expect(read.status).toBe(200);
    const ledger = read.body.data.ledger;
    const entries = ledger.entries as {
      id: string;
      kind: string;
      amountCents: number;
      participantId: string;
    }[];
    for (const [id, answered] of ack.entries) {
      const found = entries.find((e) => e.id === id);
      expect(found, `acknowledged ${answered.kind} ${id}`).toBeDefined();
      expect({ kind: found!.kind, amountCents: found!.amountCents }).toEqual({
        kind: answered.kind,
        amountCents: answered.amountCents,
      });
    }
    for (const p of participants) {
      const buyIns = entries.filter((e) => e.participantId === p.id && e.kind === 'buy_in').length;
      expect(buyIns, `buy-ins of ${p.id}`).toBeLessThanOrEqual(1);
      expect(p.buyInPaid, `paid flag of ${p.id} with ${buyIns} buy-in`).toBe(buyIns === 1);
    }
    for (const e of entries) {
      expect(
        seated.some((p) => p.id === e.participantId),
        `entry ${e.id} of a seated player`,
      ).toBe(true);
    }
    expect(ledger.totals.inCents).toBe(entries.reduce((sum, e) => sum + e.amountCents, 0));
  }

  /**
   * One burst of clock-view actions on a fresh tournament, one kill -9, one restart, then the chips
   * are checked against the ledger. Half the players rebuy and take their add-on (never eliminated),
   * the other half are eliminated and brought back by Undo (never rebuy), so every stack has one
   * expected value. Returns how many actions were answered.
   */
  async function runTournament(seed: number) {
    for (const client of [host, ...players]) {
      const refreshed = await client.post('/api/auth/refresh');
      expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    }
    const entrants = players.slice(0, 8);
    const created = await host.post(
      '/api/games',
      gamePayload({
        name: `Kill tournament ${seed}`,
        maxParticipants: entrants.length,
        buyIn: {
          amount: 20,
          currency: 'USD',
          additionalFees: { houseFee: 0, serviceFee: 0, processingFee: 0 },
          rebuy: { allowed: true },
          addOn: { allowed: true, price: 10, chips: 3000 },
        },
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const gameId = created.body.data.game.id as string;
    const added = await host.post(`/api/games/${gameId}/participants`, {
      participants: entrants.map((p) => ({ userId: p.user.id, status: 'confirmed' })),
      sendEmailInvitations: false,
    });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const started = await host.post(`/api/tournaments/${gameId}/start`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const id = started.body.data.tournament.id as string;
    type Player = { id: string; participantId: string; chipCount: number; status: string };
    const seated = started.body.data.tournament.players as Player[];
    const checkIn = await host.post(`/api/games/${gameId}/ledger/check-in`, {
      participantIds: seated.map((p) => p.participantId),
    });
    expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(200);
    const rebuyers = seated.slice(0, 4);
    const busted = seated.slice(4);

    let answered = 0;
    let killed = false;
    const unexpected: string[] = [];
    // A refusal by the rules (the one add-on taken, nothing left to undo, already out) is an answer too.
    const act = async (action: string, body?: unknown) => {
      try {
        const res = await host.post(`/api/tournaments/${id}/${action}`, body);
        if (res.status === 200 || res.status === 400 || res.status === 409) answered++;
        else if (!killed) unexpected.push(`${action} answered ${res.status}: ${JSON.stringify(res.body)}`);
        return res.status === 200;
      } catch (error) {
        if (!killed) unexpected.push(`${action} failed before the kill: ${(error as Error).message}`);
        return false;
      }
    };
    const burst = [
      ...rebuyers.map(async (p, i) => {
        for (let n = 0; n < 60 && !killed; n++) {
          if (n === 5 + i) await act('add-on', { playerId: p.id });
          else await act('rebuy', { playerId: p.id });
        }
      }),
      ...busted.map(async (p) => {
        for (let n = 0; n < 30 && !killed; n++) {
          await act('eliminate', { playerId: p.id });
          await act('undo');
        }
      }),
    ];
    const target = 5 + ((seed * 7919) % 60);
    const done = Promise.all(burst);
    let finished = false;
    void done.then(() => {
      finished = true;
    });
    for (let waited = 0; !finished && answered < target && waited < 60_000; waited += 5) await sleep(5);
    await sleep(seed % 11);
    killed = true;
    await kill();
    await done;
    expect(unexpected).toEqual([]);

    await start();
    await host.post('/api/auth/refresh');
    const state = (await host.get(`/api/tournaments/${id}`)).body.data.tournament;
    const ledger = (await host.get(`/api/games/${gameId}/ledger`)).body.data.ledger;
    const entries = ledger.entries as { participantId: string; kind: string; chips: number | null }[];
    const starting = 2000;
    const paidChips = (participantId: string) =>
      entries
        .filter((e) => e.participantId === participantId && (e.kind === 'rebuy' || e.kind === 'add_on'))
        .reduce((n, e) => n + (e.chips ?? 0), 0);
    const now = new Map((state.players as Player[]).map((p) => [p.id, p]));
    for (const p of rebuyers) {
      const after = now.get(p.id)!;
      expect(after.status).toBe('active');
      expect(after.chipCount, `stack of a rebuyer after kill at ${target}`).toBe(
        starting + paidChips(p.participantId),
      );
    }
    for (const p of busted) {
      const after = now.get(p.id)!;
      expect(paidChips(p.participantId)).toBe(0);
      expect(after.chipCount, `stack of a ${after.status} player`).toBe(
        after.status === 'active' ? starting : 0,
      );
    }
    // The eliminated stacks went to the others at the table; counted back, the chips are those paid for.
    const stacks = (state.players as Player[]).reduce(
      (n, p) => n + (p.status === 'active' ? p.chipCount : starting),
      0,
    );
    expect(stacks).toBe(state.figures.chipsInPlay);
    return answered;
  }

  return {
    run,
    runTournament,
    async close() {
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** A new TestClient signs in again after the restarts: the account itself survived. */
    async signInAgain() {
      const client = new TestClient(url);
      return (await client.post('/api/auth/login', { email: host.user.email, password })).status;
    },
  };
}
