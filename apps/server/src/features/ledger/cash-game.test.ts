import { ledgerMessages as m } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { backends, useTestServer } from '../../../test/harness.ts';
import { gameWithPlayers, ledgerOf, recordEntry } from '../../../test/tournament-fixtures.ts';

describe.each(backends)('cash-game ledger on %s', (backend) => {
  const server = useTestServer({ backend });

  it('keeps every entry when two sessions of the host record at once', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 2, {
      type: 'cash_game',
      blindStructure: undefined,
      buyIn: { amount: 50, currency: 'USD', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
    });
    const tab2 = host.fresh();
    await tab2.post('/api/auth/login', { email: host.user.email, password: 'Str0ng!Pass' });
    const ids = players.map((p) => p.user.id);
    for (const userId of ids) await recordEntry(host, gameId, { userId, kind: 'buy_in' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recordEntry(i % 2 ? tab2 : host, gameId, {
          userId: ids[i % 2],
          kind: 'top_up',
          amountCents: 100 + i,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ledger = await ledgerOf(host, gameId);
    expect(ledger.entries).toHaveLength(22);
    expect(new Set(ledger.entries.map((e: any) => e.id)).size).toBe(22);
    const expected = 2 * 5000 + Array.from({ length: 20 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    expect(ledger.totals.inCents).toBe(expected);
  });

  it('settles a cash game in the fewest transfers and flags cash-outs that do not balance', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 3, {
      type: 'cash_game',
      blindStructure: undefined,
      buyIn: { amount: 100, currency: 'EUR', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
    });
    const [a, b, c] = players.map((p) => p.user.id) as [string, string, string];
    for (const userId of [a, b, c]) await recordEntry(host, gameId, { userId, kind: 'buy_in' });
    await recordEntry(host, gameId, { userId: b, kind: 'top_up' });
    await recordEntry(host, gameId, { userId: a, kind: 'cash_out', amountCents: 25_000 });
    let ledger = (await recordEntry(host, gameId, { userId: b, kind: 'cash_out', amountCents: 0 })).body.data
      .ledger;
    expect(ledger.prizePool).toBeNull();
    expect(ledger.settleUp).toMatchObject({ balanced: false, missingCashOuts: ['Player2 Lovelace'] });
    expect(ledger.settleUp.imbalanceCents).toBe(25_000 - 40_000);

    ledger = (await recordEntry(host, gameId, { userId: c, kind: 'cash_out', amountCents: 15_000 })).body.data
      .ledger;
    expect(ledger.settleUp).toMatchObject({ balanced: true, imbalanceCents: 0, missingCashOuts: [] });
    // Ann is up 150, Bob down 200, Cy up 50: Bob pays both.
    expect(ledger.settleUp.transfers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          fromName: 'Player1 Lovelace',
          toName: 'Player0 Lovelace',
          amountCents: 15_000,
        }),
        expect.objectContaining({
          fromName: 'Player1 Lovelace',
          toName: 'Player2 Lovelace',
          amountCents: 5_000,
        }),
      ]),
    );
    expect(ledger.settleUp.transfers).toHaveLength(2);
    expect((await recordEntry(host, gameId, { userId: a, kind: 'rebuy' })).body.error.message).toBe(
      m.tournamentOnly,
    );
  });
});
