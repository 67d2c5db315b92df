import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LedgerEntryKind } from '../schemas/ledger/kinds.ts';
import {
  gapKey,
  houseKey,
  type LedgerLine,
  payoutPlan,
  prizePoolOf,
  settleCashGame,
  totalsByPlayer,
} from './ledger.ts';

const line = (
  playerKey: string,
  kind: LedgerEntryKind,
  amountCents: number,
  fees: Partial<Pick<LedgerLine, 'houseFeeCents' | 'serviceFeeCents' | 'processingFeeCents'>> = {},
  isReversal = false,
): LedgerLine => ({
  playerKey,
  kind,
  amountCents,
  houseFeeCents: fees.houseFeeCents ?? 0,
  serviceFeeCents: fees.serviceFeeCents ?? 0,
  processingFeeCents: fees.processingFeeCents ?? 0,
  isReversal,
});

describe('ledger arithmetic', () => {
  const fee = { houseFeeCents: 200, serviceFeeCents: 50, processingFeeCents: 25 };
  const lines = [
    line('ann', 'buy_in', 2000, fee),
    line('bob', 'buy_in', 2000, fee),
    line('bob', 'rebuy', 2000),
    line('ann', 'add_on', 1000),
    line('cy', 'buy_in', 2000, fee),
    // Cy's buy-in was recorded by mistake and corrected.
    line('cy', 'buy_in', -2000, { houseFeeCents: -200, serviceFeeCents: -50, processingFeeCents: -25 }, true),
    line('ann', 'payout', 5000),
  ];

  it('totals each player: in, out, fees on top, net, and entries net of corrections', () => {
    const t = totalsByPlayer(lines);
    expect(t.get('ann')).toMatchObject({ inCents: 3000, outCents: 5000, feesCents: 75, netCents: 1925 });
    expect(t.get('ann')!.counts).toMatchObject({ buy_in: 1, add_on: 1, payout: 1 });
    expect(t.get('bob')).toMatchObject({ inCents: 4000, netCents: -4075 });
    expect(t.get('cy')).toMatchObject({ inCents: 0, feesCents: 0, netCents: 0 });
    expect(t.get('cy')!.counts.buy_in).toBe(0);
  });

  it('pools every entry minus the house fees (docs/ledger.md); service and processing stay outside', () => {
    expect(prizePoolOf(lines)).toEqual({
      grossCents: 7000,
      houseFeeCents: 400,
      serviceFeeCents: 100,
      processingFeeCents: 50,
      netPoolCents: 6600,
      entries: 2,
    });
  });

  it('pays out exactly the pool, whatever the pool, the percentages and the rounding unit', () => {
    const shares = fc.oneof(
      fc.constantFrom([100], [70, 30], [50, 30, 20], [40, 25, 15, 10, 10], [33.33, 33.33, 33.34]),
      fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 9 }).map((w) => {
        const total = w.reduce((a, b) => a + b, 0);
        const p = w.map((x) => Math.floor((x / total) * 10_000) / 100);
        p[0]! += Math.round((100 - p.reduce((a, b) => a + b, 0)) * 100) / 100;
        return p;
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        shares,
        fc.constantFrom(1, 5, 100, 500, 2500),
        (pool, percentages, unit) => {
          const { amounts } = payoutPlan(pool, percentages, 10, unit);
          expect(amounts.reduce((a, b) => a + b, 0)).toBe(pool);
          expect(amounts.every((a) => Number.isInteger(a) && a >= 0)).toBe(true);
          // Every place but first is a whole number of units.
          expect(amounts.slice(1).every((a) => a % unit === 0)).toBe(true);
        },
      ),
    );
  });

  it('rounds places to the unit and gives the cents below one unit to first place', () => {
    expect(payoutPlan(10_150, [50, 30, 20], 8, 500).amounts).toEqual([5150, 3000, 2000]);
    // Without the game's own percentages, the preset for the field size.
    expect(payoutPlan(12_000, null, 6).percentages).toEqual([70, 30]);
  });

  it('settles a cash game with the house as a party owed its fees', () => {
    // Ann and Bob bought in for $100 each, $5 house fee withheld: $190 in play. Ann cashes out $150.
    const nets = { ann: 15_000 - 10_000, bob: 4_000 - 10_000 };
    const { transfers, imbalanceCents } = settleCashGame(nets, 1_000);
    expect(imbalanceCents).toBe(0);
    expect(transfers).toEqual([
      { from: 'bob', to: 'ann', amountCents: 5_000 },
      { from: 'bob', to: houseKey, amountCents: 1_000 },
    ]);
    expect(settleCashGame({ ann: 5_000, bob: -6_000 }, 0).imbalanceCents).toBe(-1_000);
  });

  it('settles a gap in the books with the gap as its own party, never taken from one loser (issue 28)', () => {
    // $10 paid in and not cashed out: each loser still pays their whole net, $10 of it to the gap.
    const short = settleCashGame({ ann: 3_000, bob: -2_000, cy: -2_000 }, 0);
    expect(short.imbalanceCents).toBe(-1_000);
    const paid = (who: string) =>
      short.transfers.filter((t) => t.from === who).reduce((n, t) => n + t.amountCents, 0);
    expect([paid('bob'), paid('cy')]).toEqual([2_000, 2_000]);
    expect(short.transfers.filter((t) => t.to === gapKey).reduce((n, t) => n + t.amountCents, 0)).toBe(1_000);
    // $10 more cashed out than paid in: the winners are paid in full, $10 of it by the gap.
    const over = settleCashGame({ ann: 3_000, bob: 2_000, cy: -4_000 }, 0);
    expect(over.imbalanceCents).toBe(1_000);
    const got = (who: string) =>
      over.transfers.filter((t) => t.to === who).reduce((n, t) => n + t.amountCents, 0);
    expect([got('ann'), got('bob')]).toEqual([3_000, 2_000]);
    expect(over.transfers.filter((t) => t.from === gapKey).reduce((n, t) => n + t.amountCents, 0)).toBe(
      1_000,
    );
  });
});
