import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client.ts';
import {
  backends,
  createFreshDatabase,
  redisUrl,
  startTestServer,
  type TestServer,
} from '../../../test/harness.ts';
import { cookieOf, follow, gameWithPlayers, waitFor } from '../../../test/tournament-fixtures.ts';
import { findDue } from './tournaments.repository.ts';

const servers: TestServer[] = [];
/** Instances of one deployment share the session secret (docs/operations.md). */
// Random per run: instances sharing a secret share Redis channels (test/harness.ts, redisKeyPrefix).
const SESSION_SECRET = randomBytes(32).toString('hex');
afterAll(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** Moves the current level's end to `msFromNow`, as if the level had been running that long. */
async function endLevelIn(server: TestServer, id: string, msFromNow: number) {
  await server.app.db.execute(
    sql`update tournaments set level_ends_at = now() + make_interval(secs => ${msFromNow / 1000}), version = version + 1 where id = ${id}`,
  );
}

describe('the clock is the server’s', () => {
  it('after a restart mid-level, the remaining time is the stored end minus now, and auto-advance still happens on time', async () => {
    const first = await startTestServer({ env: { SESSION_SECRET } });
    const { host, gameId } = await gameWithPlayers(first.url, 3);
    const started = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data;
    const id = started.tournament.id;
    const endsAt = Date.parse(started.clock.blindLevelEndTime);
    const dataDir = first.dataDir;
    await first.stop();

    const second = await startTestServer({ dataDir, env: { SESSION_SECRET } });
    servers.push(second);
    const sameBrowser = new TestClient(second.url);
    for (const [k, v] of host.cookies) sameBrowser.cookies.set(k, v);
    const clock = (await sameBrowser.get(`/api/tournaments/${id}/clock`)).body.data.clock;
    const expected = endsAt - Date.parse(clock.timestamp);
    expect(Math.abs(clock.timeRemaining - expected)).toBeLessThan(1000);
    expect(clock.currentLevel).toBe(1);

    const feed = await follow(second.url, id, { cookie: cookieOf(host) });
    const deadline = Date.now() + 1200;
    await endLevelIn(second, id, 1200);
    await waitFor(() => feed.events.some((e) => e.name === 'blind-level-advance'), 5000);
    const advanced = feed.events.find((e) => e.name === 'blind-level-advance')!;
    // The scheduler polls every 250 ms; the margin is for a loaded machine, not for a late clock.
    expect(advanced.at - deadline).toBeLessThan(2500);
    expect(advanced.payload.clock.currentLevel).toBe(2);
    feed.socket.disconnect();
  }, 120_000);

  it('looks again only at clocks it can move: not one on its last level or waiting for the host', async () => {
    const server = await startTestServer();
    servers.push(server);
    const { host, gameId } = await gameWithPlayers(server.url, 3);
    const id = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament.id;
    const due = async () => (await findDue(server.app.db, new Date(Date.now() + 60_000))).map((t) => t.id);
    const set = (change: ReturnType<typeof sql>) =>
      server.app.db.execute(sql`update tournaments set ${change}, version = version + 1 where id = ${id}`);
    // Levels ended a minute from now: the first level's end is due (the scheduler moves it on).
    await set(sql`level_ends_at = now()`);
    expect(await due()).toEqual([id]);
    // Auto-advance off: the host moves the level, so the scheduler has nothing to do with it.
    await set(sql`auto_advance_blinds = false`);
    expect(await due()).toEqual([]);
    // The last level never ends by itself.
    await set(sql`auto_advance_blinds = true, level_index = jsonb_array_length(levels) - 1`);
    expect(await due()).toEqual([]);
    // A break ends by itself, whatever the level.
    await set(sql`clock_state = 'break', break_ends_at = now()`);
    expect(await due()).toEqual([id]);
  });

  // How fast the pause reaches them is measured by `npm run bench:live` (docs/performance.md), not here.
  it('reaches every one of 200 followers with a pause', async () => {
    const server = await startTestServer();
    servers.push(server);
    const { host, gameId } = await gameWithPlayers(server.url, 2);
    const tournament = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    const token = tournament.displayUrl.split('/display/')[1];
    const feeds = await Promise.all(
      Array.from({ length: 200 }, () => follow(server.url, tournament.id, { displayToken: token })),
    );
    expect((await host.post(`/api/tournaments/${tournament.id}/pause`, {})).status).toBe(200);
    const paused = () => feeds.filter((f) => f.events.some((e) => e.name === 'tournament-paused')).length;
    await waitFor(() => paused() === feeds.length, 60_000).catch(() => undefined);
    expect(paused()).toBe(feeds.length);
    for (const f of feeds) {
      expect(f.events.filter((e) => e.name === 'tournament-paused')).toHaveLength(1);
      f.socket.disconnect();
    }
  }, 120_000);

  it('gives a client back the current state after a 5-second drop', async () => {
    const server = await startTestServer();
    servers.push(server);
    const { host, gameId, players } = await gameWithPlayers(server.url, 2);
    const id = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament.id;
    const feed = await follow(server.url, id, { cookie: cookieOf(players[0]!) });
    feed.socket.disconnect();
    await host.post(`/api/tournaments/${id}/pause`, {});
    await new Promise((r) => setTimeout(r, 5000));
    await host.post(`/api/tournaments/${id}/advance`);
    const back = await follow(server.url, id, { cookie: cookieOf(players[0]!) });
    expect(back.joined.clock).toMatchObject({ clockState: 'paused', currentLevel: 2 });
    back.socket.disconnect();
  }, 120_000);

  it.runIf(backends.includes('postgres') && redisUrl)(
    'with two instances on one PostgreSQL and Redis, a level end is advanced once and announced once to clients of both',
    async () => {
      const { url: databaseUrl, drop } = await createFreshDatabase();
      const env = { REDIS_URL: redisUrl!, SESSION_SECRET };
      const a = await startTestServer({ backend: 'postgres', databaseUrl, env });
      const b = await startTestServer({ backend: 'postgres', databaseUrl, env });
      try {
        const { host, gameId } = await gameWithPlayers(a.url, 3);
        const id = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament.id;
        const onA = await follow(a.url, id, { cookie: cookieOf(host) });
        const onB = await follow(b.url, id, { cookie: cookieOf(host) });
        await endLevelIn(a, id, 800);
        await waitFor(
          () =>
            onA.events.some((e) => e.name === 'blind-level-advance') &&
            onB.events.some((e) => e.name === 'blind-level-advance'),
          5000,
        );
        // Both schedulers saw the deadline; only one may have advanced it.
        await new Promise((r) => setTimeout(r, 1500));
        for (const feed of [onA, onB]) {
          const advances = feed.events.filter((e) => e.name === 'blind-level-advance');
          expect(advances).toHaveLength(1);
          expect(advances[0]!.payload.clock.currentLevel).toBe(2);
        }
        const result = (await a.app.db.execute(
          sql`select level_index from tournaments where id = ${id}`,
        )) as unknown as {
          rows: { level_index: number }[];
        };
        expect(result.rows[0]!.level_index).toBe(1);
        onA.socket.disconnect();
        onB.socket.disconnect();
      } finally {
        await a.close();
        await b.close();
        await drop();
      }
    },
    120_000,
  );
});
