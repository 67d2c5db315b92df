import { idempotencyMessages, ledgerMessages } from '@pokerhome/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client.ts';
import { dollarBuyIn, gamePayload, signedIn } from '../../../test/fixtures.ts';
import {
  backends,
  redisUrl,
  startTestServer,
  startTwoOnPostgres,
  type TestServer,
} from '../../../test/harness.ts';
import { gameWithPlayers, ledgerOf } from '../../../test/tournament-fixtures.ts';

/**
 * Safe retries and the rebuy rules (docs/api.md, "Safe retries"; docs/tournament.md, "Rebuys and
 * add-ons"): 50 identical rebuys with one Idempotency-Key make one rebuy, on one instance or two;
 * without a key, 50 at once still keep the director's limits.
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
}, 60_000);

type Host = Awaited<ReturnType<typeof gameWithPlayers>>['host'];

/** The same host on another instance: the same cookies, another address. */
function sameHostOn(url: string, host: Host) {
  const other = new TestClient(url);
  for (const [k, v] of host.cookies) other.cookies.set(k, v);
  return other;
}

async function startedTournament(url: string, terms: Record<string, unknown>) {
  const { host, gameId } = await gameWithPlayers(url, 3, { buyIn: dollarBuyIn(20, {}, terms) });
  const started = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data;
  const players = started.tournament.players as { id: string; participantId: string }[];
  const checkIn = await host.post(`/api/games/${gameId}/ledger/check-in`, {
    participantIds: players.map((p) => p.participantId),
  });
  expect(checkIn.status).toBe(200);
  return { host, gameId, id: started.tournament.id as string, players };
}

const kindsOf = async (host: Host, gameId: string, kind: string) =>
  ((await ledgerOf(host, gameId)).entries as { kind: string }[]).filter((e) => e.kind === kind).length;

const instances = async (backend: (typeof backends)[number]): Promise<TestServer[]> => {
  if (backend === 'postgres' && redisUrl) return startTwoOnPostgres(cleanups);
  const one = await startTestServer({ backend });
  cleanups.push(() => one.close());
  return [one];
};

describe.each(backends)('safe retries and rebuy rules on %s', (backend) => {
  it('makes one game of a create sent twice with one key (every create takes a key), and a second game without', async () => {
    const [server] = await instances(backend);
    const host = await signedIn(server!.url, 'host');
    const key = { 'idempotency-key': '"create-game-1f2e3d"' };
    const payload = gamePayload({ name: 'Retried Friday' });
    const [a, b] = await Promise.all([
      host.request('POST', '/api/games', payload, key),
      host.request('POST', '/api/games', payload, key),
    ]);
    expect([a.status, b.status].sort()).toEqual(a.status === b.status ? [201, 201] : [201, 409]);
    const replay = await host.request('POST', '/api/games', payload, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const named = async () =>
      ((await host.get('/api/games?search=Retried')).body.data.games as { name: string }[]).length;
    expect(await named()).toBe(1);
    expect((await host.post('/api/games', payload)).status).toBe(201);
    expect(await named()).toBe(2);
  });

  it('makes one rebuy of 50 identical requests with one key, replays its answer, refuses the key for another body', async () => {
    const servers = await instances(backend);
    const { host, gameId, id, players } = await startedTournament(servers[0]!.url, {
      rebuy: { allowed: true },
    });
    const clients = servers.map((s, i) => (i === 0 ? host : sameHostOn(s.url, host)));
    const key = { 'idempotency-key': '"rebuy-8e03978e-40d5"' };
    const body = { playerId: players[0]!.id };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        clients[i % clients.length]!.request('POST', `/api/tournaments/${id}/rebuy`, body, key),
      ),
    );
    for (const a of answers) expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    for (const a of answers.filter((a) => a.status === 409))
      expect(a.body.error.message).toBe(idempotencyMessages.inFlight);
    expect(await kindsOf(host, gameId, 'rebuy')).toBe(1);

    // The client retries later: the first answer again, marked as replayed, and still one rebuy.
    const first = answers.find((a) => a.status === 200 && a.headers.get('idempotent-replayed') === null)!;
    const retry = await clients.at(-1)!.request('POST', `/api/tournaments/${id}/rebuy`, body, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await kindsOf(host, gameId, 'rebuy')).toBe(1);
    const stack = (await host.get(`/api/tournaments/${id}`)).body.data.tournament.players.find(
      (p: { id: string }) => p.id === players[0]!.id,
    ).chipCount;
    expect(stack).toBe(4000);

    // The same key for another player is another request: refused, nothing recorded.
    const reused = await host.request(
      'POST',
      `/api/tournaments/${id}/rebuy`,
      { playerId: players[1]!.id },
      key,
    );
    expect(reused.status).toBe(422);
    expect(reused.body.error).toMatchObject({ code: 'KEY_REUSED', message: idempotencyMessages.keyReused });
    // A bad key names the header; without a key a write runs as before.
    const bad = await host.request('POST', `/api/tournaments/${id}/rebuy`, body, { 'idempotency-key': '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('Idempotency-Key');
    expect((await host.post(`/api/tournaments/${id}/rebuy`, body)).status).toBe(200);
    expect(await kindsOf(host, gameId, 'rebuy')).toBe(2);
    // A refused action frees its key: the retry is judged again, not replayed as a refusal.
    const undoKey = { 'idempotency-key': 'undo-1' };
    expect((await host.request('POST', `/api/tournaments/${id}/undo`, undefined, undoKey)).status).toBe(200);
    expect((await host.request('POST', `/api/tournaments/${id}/undo`, undefined, undoKey)).status).toBe(200);
    expect(await kindsOf(host, gameId, 'rebuy')).toBe(3); // two rebuys and one reversal
  }, 120_000);

  it('keeps the director’s rebuy and add-on limits under 50 parallel requests without a key', async () => {
    const [server] = await instances(backend);
    const { host, gameId, id, players } = await startedTournament(server!.url, {
      rebuy: { allowed: true, atOrBelowStartingStack: true },
      addOn: { allowed: true, chips: 1000, maxPerPlayer: 2 },
    });
    const rebuys = await Promise.all(
      Array.from({ length: 50 }, () =>
        host.post(`/api/tournaments/${id}/rebuy`, { playerId: players[0]!.id }),
      ),
    );
    // A full stack (2,000 = the starting stack) may rebuy once; at 4,000 the rule refuses, and says why.
    expect(rebuys.filter((r) => r.status === 200).length).toBe(1);
    for (const r of rebuys.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe(ledgerMessages.rebuyAboveStartingStack(2000));
    }
    expect(await kindsOf(host, gameId, 'rebuy')).toBe(1);

    const addOns = await Promise.all(
      Array.from({ length: 50 }, () =>
        host.post(`/api/tournaments/${id}/add-on`, { playerId: players[1]!.id }),
      ),
    );
    expect(addOns.filter((r) => r.status === 200).length).toBe(2);
    for (const r of addOns.filter((r) => r.status !== 200))
      expect(r.body.error.message).toBe(ledgerMessages.addOnLimit(2));
    expect(await kindsOf(host, gameId, 'add_on')).toBe(2);
    // The game shows the terms the director set.
    const game = (await host.get(`/api/games/${gameId}`)).body.data.game;
    expect(game.buyIn.rebuy).toMatchObject({ maxPerPlayer: null, atOrBelowStartingStack: true });
    expect(game.buyIn.addOn).toMatchObject({ maxPerPlayer: 2, atOrBelowStartingStack: false });
  }, 120_000);

  it('names the Idempotency-Key header on the writes that take it in the OpenAPI description', async () => {
    const [server] = await instances(backend);
    const doc = (await fetch(`${server!.url}/api/openapi.json`).then((r) => r.json())) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const names = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(names('/api/tournaments/{id}/rebuy', 'post')).toContain('Idempotency-Key');
    expect(names('/api/games/{id}/ledger/entries', 'post')).toContain('Idempotency-Key');
    expect(names('/api/games/{id}/ledger', 'get')).not.toContain('Idempotency-Key');
  }, 120_000);
});
