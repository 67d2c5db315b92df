import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../tournament/seat-draw.ts';
import { chipChop, evenChop, icm, icmChop, icmLimits } from './icm.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * An independent reference: Malmuth–Harville by recursion over the players left, memoised by that
 * set, to the depth of the places paid (the textbook form; slow past a few places for 20 players).
 */
function referenceIcm(stacks: number[], payouts: number[]): number[] {
  const n = stacks.length;
  const places = Math.min(n, payouts.length);
  const memo = new Map<number, number[]>();
  const equity = (left: number, place: number): number[] => {
    const out = new Array<number>(n).fill(0);
    if (place >= places) return out;
    const cached = memo.get(left);
    if (cached) return cached;
    let total = 0;
    for (let i = 0; i < n; i++) if (left & (1 << i)) total += stacks[i]!;
    for (let i = 0; i < n; i++) {
      if (!(left & (1 << i))) continue;
      const p = stacks[i]! / total;
      out[i]! += p * payouts[place]!;
      const rest = equity(left & ~(1 << i), place + 1);
      for (let j = 0; j < n; j++) out[j]! += p * rest[j]!;
    }
    memo.set(left, out);
    return out;
  };
  return equity((1 << n) - 1, 0);
}

const twentyStacks = [
  42_000, 8_500, 17_250, 3_100, 26_800, 11_000, 5_600, 31_400, 2_200, 14_900, 9_750, 21_300, 6_400, 12_650,
  4_050, 38_700, 7_300, 15_500, 1_900, 19_100,
];
// $1,000 over 9 places, in cents.
const ninePlaces = [30_000, 20_000, 14_000, 10_000, 8_000, 6_500, 5_000, 3_500, 3_000];

describe('ICM (Malmuth–Harville)', () => {
  it('matches the worked example: stacks 5000/3000/2000, prizes $50/$30/$20', () => {
    // Source: the Malmuth–Harville model as described by Mason Malmuth, "Gambling Theory and Other
    // Topics" (1987), worked by hand. P(A 1st) = 5000/10000 = .5; P(A 2nd) = .3·5000/7000 + .2·5000/8000
    // = .339286; P(A 3rd) = .160714 → A = 50·.5 + 30·.339286 + 20·.160714 = $38.3929.
    // B: P1 .3, P2 .5·3000/5000 + .2·3000/8000 = .375, P3 .325 → $32.75. C: the rest, $28.8571.
    const { equities, method } = icm([5000, 3000, 2000], [50, 30, 20]);
    expect(method).toBe('exact');
    expect(equities[0]).toBeCloseTo(38.392857, 5);
    expect(equities[1]).toBeCloseTo(32.75, 5);
    expect(equities[2]).toBeCloseTo(28.857143, 5);
  });

  it('gives equal stacks equal shares and always sums to the prizes paid', () => {
    expect(icm([1000, 1000], [70, 30]).equities).toEqual([50, 50]);
    const r = icm([12, 7, 4, 9, 1, 30, 2, 2, 5, 8, 11, 3], [40, 25, 15, 10, 10]);
    expect(r.equities.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
  });

  it('agrees with the textbook recursion for any stacks and payouts up to 9 players', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 9 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        (stacks, payouts) => {
          const { equities, method } = icm(stacks, payouts);
          expect(method).toBe('exact');
          const want = referenceIcm(stacks, payouts);
          for (const [i, e] of equities.entries()) expect(e).toBeCloseTo(want[i]!, 6);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is exact for 20 players (issue 26, finding 4): the same answer every run, the textbook value', () => {
    // Before: beyond 12 players a Monte Carlo estimate off by up to $2.56 per $1,000 that changed
    // between runs. The reference recursion can still go 4 places deep for 20 players.
    const fourPlaces = ninePlaces.slice(0, 4);
    const r = icm(twentyStacks, fourPlaces);
    expect(r).toMatchObject({ method: 'exact', standardError: null });
    const want = referenceIcm(twentyStacks, fourPlaces);
    for (const [i, e] of r.equities.entries()) expect(e).toBeCloseTo(want[i]!, 6);

    const a = icm(twentyStacks, ninePlaces);
    expect(a.method).toBe('exact');
    expect(icm(twentyStacks, ninePlaces).equities).toEqual(a.equities);
    expect(sum(a.equities)).toBeCloseTo(100_000, 6);
    // Every place paid, 20 deep.
    const all = icm(twentyStacks, [...ninePlaces, ...new Array<number>(11).fill(0)]);
    for (const [i, e] of all.equities.entries()) expect(e).toBeCloseTo(a.equities[i]!, 6);
  });

  it('beyond 20 players estimates with a fixed seed: the same answer each run, within its stated error', () => {
    // Checked against the exact value on 20 players, forced to simulate.
    const mc = icm(twentyStacks, ninePlaces, { exactUpTo: 19 });
    expect(mc.method).toBe('monte-carlo');
    expect(icm(twentyStacks, ninePlaces, { exactUpTo: 19 }).equities).toEqual(mc.equities);
    const exact = icm(twentyStacks, ninePlaces).equities;
    const worst = Math.max(...mc.equities.map((e, i) => Math.abs(e - exact[i]!)));
    expect(mc.standardError).toBeGreaterThan(0);
    expect(worst).toBeLessThan(4 * mc.standardError!);
    // docs/tournament.md states the error: within 60 cents per $1,000 at the default samples (43 here).
    expect(worst).toBeLessThan(60);
    expect(icmLimits.samples).toBe(100_000);
  });

  it('takes a custom random source and sample count for the estimate', () => {
    const stacks = Array.from({ length: 14 }, (_, i) => 1000 + i * 250);
    const mc = icm(stacks, [50, 30, 20], { exactUpTo: 12, rng: seededRng(3), samples: 40_000 });
    const exact = icm(stacks, [50, 30, 20]).equities;
    for (const [i, e] of mc.equities.entries())
      expect(Math.abs(e - exact[i]!)).toBeLessThan(5 * mc.standardError! + 1e-9);
  });
});

describe('deals in whole cents (issue 26, finding 3)', () => {
  it('even chop hands out every cent', () => {
    // Before: only one extra cent was handed out (10,001 and 99,991).
    expect(sum(evenChop(4, 10_003))).toBe(10_003);
    expect(evenChop(4, 10_003)).toEqual([2501, 2501, 2501, 2500]);
    expect(sum(evenChop(11, 100_000))).toBe(100_000);
    expect(evenChop(3, 10_000)).toEqual([3334, 3333, 3333]);
  });

  it('ICM deal of three equal stacks over $100 is $33.34, $33.33, $33.33', () => {
    // Before: each share rounded on its own, $33.33 three times.
    expect(icmChop([5000, 5000, 5000], [5000, 3000, 2000]).sharesCents).toEqual([3334, 3333, 3333]);
  });

  it('chip chop keeps every share within one cent of its part of the pool', () => {
    // Before: the whole remainder went to the biggest stack (here 2 cents over its share).
    expect(chipChop([1, 1, 2], 7)).toEqual([2, 2, 3]);
    expect(chipChop([5000, 3000, 2000], 10_001)).toEqual([5001, 3000, 2000]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 2, maxLength: 20 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (stacks, pool) => {
          const shares = chipChop(stacks, pool);
          expect(sum(shares)).toBe(pool);
          const total = sum(stacks);
          for (const [i, s] of shares.entries())
            expect(Math.abs(s - (pool * stacks[i]!) / total)).toBeLessThan(1);
        },
      ),
    );
  });

  it('ICM deals sum to the prizes and stay within one cent of the equities', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 2, maxLength: 10 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 10 }),
        (stacks, payouts) => {
          const deal = icmChop(stacks, payouts);
          expect(sum(deal.sharesCents)).toBe(sum(payouts.slice(0, stacks.length)));
          for (const [i, s] of deal.sharesCents.entries())
            expect(Math.abs(s - deal.equities[i]!)).toBeLessThan(1 + 1e-6);
        },
      ),
      { numRuns: 200 },
    );
  });
});
