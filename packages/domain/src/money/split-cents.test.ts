import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payoutPlan } from './ledger.ts';
import { splitCents } from './split-cents.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** |share − total × w ÷ Σw| < 1 cent, checked with integers (weights here are whole numbers). */
const withinOneCent = (shares: number[], total: number, weights: number[]) => {
  const w = weights.map(BigInt);
  const W = w.reduce((a, b) => a + b, 0n);
  return shares.every((s, i) => {
    const diff = BigInt(s) * W - BigInt(total) * w[i]!;
    return (diff < 0n ? -diff : diff) < W;
  });
};

describe('splitCents: one rounding rule for every split (largest remainder)', () => {
  it('sums to the total and keeps each share within one cent of its exact value, for any weights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 25 }),
        (total, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const shares = splitCents(total, weights);
          expect(sum(shares)).toBe(total);
          expect(shares.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
          expect(withinOneCent(shares, total, weights)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads percentages as the decimals typed: any two-decimal percentages split exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 9 }),
        (pool, basisPoints) => {
          const percentages = basisPoints.map((bp) => bp / 100);
          const shares = splitCents(pool, percentages);
          expect(sum(shares)).toBe(pool);
          expect(withinOneCent(shares, pool, basisPoints)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('breaks ties toward the larger weight, then the earlier in the list', () => {
    expect(splitCents(10_000, [1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(splitCents(2, [1, 1, 1])).toEqual([1, 1, 0]);
    // 4 cents over 2:1:2 is 1.6, 0.8, 1.6: the .8 first, then the earlier of the two .6.
    expect(splitCents(4, [2, 1, 2])).toEqual([2, 1, 1]);
    // 2 cents over 1:3 is 0.5, 1.5: equal remainders, the larger stack wins the cent.
    expect(splitCents(2, [1, 3])).toEqual([0, 2]);
    expect(splitCents(5, [0, 0])).toEqual([3, 2]);
    expect(splitCents(0, [5, 3])).toEqual([0, 0]);
  });

  it('rounds to a unit, the cents below one unit going to the first share', () => {
    expect(splitCents(10_150, [50, 30, 20], 500)).toEqual([5150, 3000, 2000]);
    // 99 whole dollars are 69.3 : 29.7 → 69 and 30 (the larger remainder); the odd 99 cents to first.
    expect(splitCents(9_999, [70, 30], 100)).toEqual([6999, 3000]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 9 }),
        fc.constantFrom(1, 5, 100, 500, 2500),
        (pool, weights, unit) => {
          const shares = splitCents(pool, weights, unit);
          expect(sum(shares)).toBe(pool);
          expect(shares.slice(1).every((s) => s % unit === 0)).toBe(true);
          // Each share within one unit of its exact value (plus the odd cents on the first).
          const W = sum(weights);
          const units = Math.floor(pool / unit);
          for (const [i, s] of shares.entries()) {
            const exact = (units * weights[i]!) / W;
            const own = (s - (i === 0 ? pool - units * unit : 0)) / unit;
            expect(Math.abs(own - exact)).toBeLessThan(1 + 1e-9);
          }
        },
      ),
    );
  });

  it('refuses a total that is not whole cents, and a weight that is not a number', () => {
    expect(() => splitCents(10.5, [1])).toThrow(RangeError);
    expect(() => splitCents(10, [Number.NaN])).toThrow(RangeError);
    expect(() => splitCents(10, [-1, 2])).toThrow(RangeError);
  });
});

describe('payouts split by the rule (issue 26, finding 3)', () => {
  it('pays $100 at 83.76 / 16.24 % as $83.76 and $16.24', () => {
    // Before: a float multiply then floor recorded $83.77 / $16.23.
    expect(payoutPlan(10_000, [83.76, 16.24], 10).amounts).toEqual([8376, 1624]);
  });

  it('pays every whole-dollar pool with two-decimal percentages to the exact cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }).map((dollars) => dollars * 100),
        fc.integer({ min: 1, max: 9_999 }),
        (pool, firstBp) => {
          const bps = [firstBp, 10_000 - firstBp];
          const { amounts } = payoutPlan(
            pool,
            bps.map((bp) => bp / 100),
            10,
          );
          expect(sum(amounts)).toBe(pool);
          expect(withinOneCent(amounts, pool, bps)).toBe(true);
          // Where pool × bp ÷ 10 000 is whole cents, that is the payout, to the cent.
          for (const [i, bp] of bps.entries())
            if ((pool * bp) % 10_000 === 0) expect(amounts[i]).toBe((pool * bp) / 10_000);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('keeps the first places of a longer preset in proportion when fewer players entered', () => {
    // 3 entrants of a 5-place preset (40/25/15): $1,000 in 40:25:15.
    const plan = payoutPlan(100_000, null, 12, 1, 3);
    expect(plan.amounts).toEqual([50_000, 31_250, 18_750]);
    expect(plan.percentages).toEqual([50, 31.25, 18.75]);
  });
});
