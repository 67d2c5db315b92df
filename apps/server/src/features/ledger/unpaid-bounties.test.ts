import { ledgerMessages } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { dollarBuyIn, oneLevelStructure } from '../../../test/fixtures.ts';
import { backends, useTestServer } from '../../../test/harness.ts';
import { boughtInAndStarted, gameWithPlayers, ledgerOf } from '../../../test/tournament-fixtures.ts';

type Entry = {
  kind: string;
  amountCents: number;
  houseFeeCents: number;
  note: string;
  participantName: string;
};
const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0);
const inKinds = ['buy_in', 'rebuy', 'add_on', 're_entry'];

/** A knockout night: $50 buy-in, $5 house fee, $20 of each entry on the head; two places paid. */
const overrides = {
  buyIn: dollarBuyIn(50, { houseFee: 5 }, { bounty: { format: 'knockout', amount: 20 } }),
  blindStructure: oneLevelStructure(2000, 20, [60, 40]),
};

describe.each(backends)('unpaid bounties on %s', (backend) => {
  const server = useTestServer({ backend });

  it('shows the heads no buster took once the night ends, records the host choice once, and the ledger balances to the cent', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 6, overrides);
    const { started, id } = await boughtInAndStarted(host, gameId, players);
    const seat = (n: number) =>
      started.players.find((p: { name: string }) => p.name.startsWith(`Player${n}`)).id as string;
    const out = (n: number, by?: number) =>
      host.post(`/api/tournaments/${id}/eliminate`, {
        playerId: seat(n),
        ...(by === undefined ? {} : { eliminatedByPlayerId: seat(by) }),
      });
    const settle = (choice: string) => host.post(`/api/games/${gameId}/ledger/unpaid-bounties`, { choice });

    // Two knockouts with the buster named; three without, whose $20 heads nobody collects.
    await out(5, 0);
    await out(4);
    await out(3);
    const early = await settle('split');
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(ledgerMessages.unpaidBountiesNotComplete);
    await out(2, 1);
    await out(1); // Player0 wins and collects their own head.

    const before = await ledgerOf(host, gameId);
    expect(before.unpaidBounties.totalCents).toBe(6_000);
    expect(before.figures.bountiesOnHeadsCents).toBe(6_000);
    expect(
      before.unpaidBounties.heads.map((h: { name: string; cents: number }) => [h.name.slice(0, 7), h.cents]),
    ).toEqual([
      ['Player1', 2_000],
      ['Player3', 2_000],
      ['Player4', 2_000],
    ]);
    // What each choice would record, for the host to read before choosing.
    expect(before.unpaidBounties.choices.winner).toEqual([
      expect.objectContaining({ name: expect.stringMatching(/^Player0/), amountCents: 6_000 }),
    ]);
    expect(before.unpaidBounties.choices.refund.map((l: { amountCents: number }) => l.amountCents)).toEqual([
      2_000, 2_000, 2_000,
    ]);
    expect(bad(await settle('everyone'))).toBe(ledgerMessages.unpaidBountyChoiceRequired);

    expect((await host.post(`/api/games/${gameId}/ledger/payouts`)).status).toBe(200);
    // A double tap, a second tab and a retry: the split is recorded once.
    const taps = await Promise.all([settle('split'), settle('split'), settle('winner')]);
    expect(taps.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(sum(taps.map((r) => r.body.data.entries.length))).toBe(2);
    expect((await settle('split')).body.data.entries).toEqual([]);

    const ledger = await ledgerOf(host, gameId);
    const entries = ledger.entries as Entry[];
    const split = entries.filter((e) => e.note === ledgerMessages.unpaidBountyNotes.split);
    expect(split.map((e) => [e.participantName.slice(0, 7), e.amountCents])).toEqual(
      expect.arrayContaining([
        ['Player0', 3_000],
        ['Player1', 3_000],
      ]),
    );
    expect(split).toHaveLength(2);
    expect(ledger.unpaidBounties).toBeNull();
    expect(ledger.figures.bountiesOnHeadsCents).toBe(0);
    // Money in, net of the house fee, equals money out: payouts plus every bounty.
    const moneyIn = sum(
      entries.filter((e) => inKinds.includes(e.kind)).map((e) => e.amountCents - e.houseFeeCents),
    );
    const paidOut = sum(
      entries.filter((e) => e.kind === 'payout' || e.kind === 'bounty').map((e) => e.amountCents),
    );
    expect(moneyIn).toBe(6 * 4_500);
    expect(paidOut).toBe(moneyIn);
  });
});

const bad = (res: { status: number; body: { error: { message: string } } }) => {
  expect(res.status).toBe(400);
  return res.body.error.message;
};
