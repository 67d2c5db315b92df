import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payoutPresetForPlayers, prizePoolCents, splitPrizePool } from './payouts.ts';

describe('payouts', () => {
  it('chooses the preset by field size at each boundary', () => {
    expect([2, 4, 5, 6, 7, 9, 10, 50].map((n) => payoutPresetForPlayers(n).length)).toEqual([
      1, 1, 2, 2, 3, 3, 5, 5,
    ]);
    expect(payoutPresetForPlayers(8)).toEqual([50, 30, 20]);
  });

  it('computes the pool net of the house fee', () => {
    expect(prizePoolCents(2000, 200, 10)).toBe(18_000);
    expect(prizePoolCents(500, 900, 3)).toBe(0);
  });

  it('always sums exactly to the pool, remainder to first place', () => {
    expect(splitPrizePool(10_001, [50, 30, 20])).toEqual([5001, 3000, 2000]);
    expect(splitPrizePool(10_000, [40, 25, 15, 10, 10], 500)).toEqual([4000, 2500, 1500, 1000, 1000]);
    expect(splitPrizePool(9_999, [70, 30], 100)).toEqual([7099, 2900]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom([100], [70, 30], [50, 30, 20], [40, 25, 15, 10, 10], [33.33, 33.33, 33.34]),
        fc.constantFrom(1, 100, 500),
        (pool, percentages, unit) => {
          const amounts = splitPrizePool(pool, percentages, unit);
          expect(amounts.reduce((a, b) => a + b, 0)).toBe(pool);
          expect(amounts.every((a) => a >= 0)).toBe(true);
        },
      ),
    );
  });
});
