import { describe, expect, it } from 'vitest';
import { seededRng } from '../tournament/seat-draw.ts';
import { chipChop, evenChop, icm } from './icm.ts';

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

  it('estimates beyond 12 players by Monte Carlo, stating the error', () => {
    const stacks = Array.from({ length: 14 }, (_, i) => 1000 + i * 250);
    const mc = icm(stacks, [50, 30, 20], { rng: seededRng(3), samples: 40_000 });
    expect(mc.method).toBe('monte-carlo');
    expect(mc.standardError).toBeGreaterThan(0);
    const exact = icm(stacks, [50, 30, 20], { exactUpTo: 14 }).equities;
    for (const [i, e] of mc.equities.entries()) {
      expect(Math.abs(e - exact[i]!)).toBeLessThan(5 * mc.standardError! + 1e-9);
    }
  });

  it('chops by chips or evenly in whole cents that sum to the pool', () => {
    expect(chipChop([5000, 3000, 2000], 10_001)).toEqual([5001, 3000, 2000]);
    expect(evenChop(3, 10_000)).toEqual([3334, 3333, 3333]);
  });
});
