import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dollarBuyIn } from './fixtures.ts';
import { backends, useTestServer } from './harness.ts';
import { boughtInAndStarted, gameWithPlayers } from './tournament-fixtures.ts';

/**
 * A transaction is one connection: its reads go one after the other (db/read-together.ts). A query
 * sent on a connection while another runs there only waits in node-postgres's queue, which it
 * deprecates (a warning, and an error from pg 9). Counted here at the client, as node-postgres
 * decides it, over a night that reads inside its transactions: balancing, payouts recorded.
 */
let overlapping: string[] = [];
const query = pg.Client.prototype.query;
beforeAll(() => {
  pg.Client.prototype.query = function watched(this: pg.Client, ...args: unknown[]) {
    const busy = this as unknown as { _queryQueue: unknown[] };
    if (busy._queryQueue.length > 0) {
      const text = args[0] as string | { text?: string; name?: string };
      overlapping.push(typeof text === 'string' ? text : (text.name ?? text.text ?? '?'));
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
});
afterAll(() => {
  pg.Client.prototype.query = query;
});

describe.each(backends)('queries on one connection on %s', (backend) => {
  const server = useTestServer({ backend });

  it('go one at a time through a night: a table broken, the payouts recorded', async () => {
    overlapping = [];
    const { host, players, gameId } = await gameWithPlayers(server.url, 7, { buyIn: dollarBuyIn(20, {}) });
    const { id } = await boughtInAndStarted(host, gameId, players);
    const post = (action: string, body?: unknown) => host.post(`/api/tournaments/${id}/${action}`, body);
    let broke = false;
    for (;;) {
      const t = (await host.get(`/api/tournaments/${id}`)).body.data.tournament;
      if (t.status === 'completed') break;
      const rec = t.recommendations[0];
      if (rec) {
        expect((await post('apply-recommendation', { recommendationId: rec.id })).status).toBe(200);
        broke = true;
        continue;
      }
      const left = t.players.filter((p: { status: string }) => p.status === 'active');
      expect((await post('eliminate', { playerId: left[0].id })).status).toBe(200);
    }
    expect(broke).toBe(true);
    expect((await host.post(`/api/games/${gameId}/ledger/payouts`)).status).toBe(200);
    const ledger = (await host.get(`/api/games/${gameId}/ledger`)).body.data.ledger;
    expect(ledger.entries.some((e: { kind: string }) => e.kind === 'payout')).toBe(true);
    expect(overlapping).toEqual([]);
  });
});
