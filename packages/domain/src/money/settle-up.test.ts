import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseKey, settleCashGame } from './ledger.ts';
import { settleUp } from './settle-up.ts';

/** The fewest transfers by brute force: n − the most groups summing to zero, over every split. */
function bruteMinimum(values: number[]): number {
  const mostGroups = (rest: number[]): number => {
    if (rest.length === 0) return 0;
    let most = 0;
    for (let mask = 1; mask < 1 << rest.length; mask += 2) {
      const inGroup = rest.filter((_, i) => mask & (1 << i));
      if (inGroup.reduce((a, b) => a + b, 0) !== 0) continue;
      most = Math.max(most, 1 + mostGroups(rest.filter((_, i) => !(mask & (1 << i)))));
    }
    return most;
  };
  const nonZero = values.filter((v) => v !== 0);
  return nonZero.length - mostGroups(nonZero);
}

/**
 * The fewest transfers by a different route: search every way of squaring the first party left with
 * one transfer to someone on the other side (an optimal plan can always be reordered so; the
 * classic "optimal account balancing" search), exponential but exact.
 */
function searchMinimum(values: number[]): number {
  const d = values.filter((v) => v !== 0);
  const go = (start: number): number => {
    while (start < d.length && d[start] === 0) start++;
    if (start === d.length) return 0;
    let best = Number.POSITIVE_INFINITY;
    for (let j = start + 1; j < d.length; j++) {
      if (d[j]! * d[start]! >= 0) continue;
      d[j]! += d[start]!;
      best = Math.min(best, 1 + go(start + 1));
      d[j]! -= d[start]!;
    }
    return best;
  };
  return go(0);
}

function applies(
  nets: Record<string, number>,
  transfers: { from: string; to: string; amountCents: number }[],
) {
  const left = { ...nets };
  for (const t of transfers) {
    expect(t.amountCents).toBeGreaterThan(0);
    left[t.from]! += t.amountCents;
    left[t.to]! -= t.amountCents;
  }
  return left;
}

describe('settle-up', () => {
  it('settles a simple night in the fewest transfers', () => {
    const { transfers, imbalanceCents } = settleUp({
      ann: 5000,
      bob: -3000,
      cy: -2000,
      dee: 1000,
      eve: -1000,
    });
    expect(imbalanceCents).toBe(0);
    expect(transfers).toHaveLength(3);
  });

  it('flags cash-outs that do not balance the buy-ins', () => {
    const { imbalanceCents, exact } = settleUp({ ann: 5000, bob: -4000 });
    expect(imbalanceCents).toBe(1000);
    expect(exact).toBe(false);
  });

  it('is minimal on small cases, checked by brute force', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 7 }), (raw) => {
        const values = [...raw, -raw.reduce((a, b) => a + b, 0)];
        const nets = Object.fromEntries(values.map((v, i) => [`p${i}`, v * 100]));
        const { transfers } = settleUp(nets);
        expect(transfers.length).toBe(bruteMinimum(values));
      }),
      { numRuns: 200 },
    );
  });

  it('is minimal against an independent search, up to 9 parties', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 8 }), (raw) => {
        const values = [...raw, -raw.reduce((a, b) => a + b, 0)];
        const nets = Object.fromEntries(values.map((v, i) => [`p${i}`, v * 500]));
        const { transfers, exact } = settleUp(nets);
        expect(exact).toBe(true);
        expect(transfers.length).toBe(searchMinimum(values));
        expect(Object.values(applies(nets, transfers)).every((v) => v === 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('settles a 14-player night and the house in 9 transfers, not 12 (issue 26, finding 5)', () => {
    // Six groups square among themselves: 15 parties − 6 groups = 9 transfers. Before: from 15
    // parties a shortcut (largest debtor pays largest creditor across everyone) made 12.
    const values = [
      -18_500, 43_000, -24_500, -23_000, 34_000, -11_000, -28_000, -32_500, 60_500, -31_500, 31_500, -19_000,
      19_000, -4_000,
    ];
    const nets = Object.fromEntries(values.map((v, i) => [`player${i + 1}`, v]));
    const { transfers, imbalanceCents } = settleCashGame(nets, 4_000);
    expect(imbalanceCents).toBe(0);
    expect(transfers).toHaveLength(9);
    expect(transfers.filter((t) => t.to === houseKey)).toHaveLength(1);
    expect(Object.values(applies({ ...nets, [houseKey]: 4_000 }, transfers)).every((v) => v === 0)).toBe(
      true,
    );
  });

  it('is exact for 20 parties: n − (most zero-sum groups)', () => {
    // Eight groups that square among themselves, none splitting further: at most 12 transfers.
    const groups = [
      [5_000, -3_000, -2_000],
      [7_000, -7_100, 100],
      [4_500, -1_700, -2_800],
      [2_500, -2_500],
      [6_000, -4_300, -1_700],
      [1_200, -1_200],
      [900, -900],
      [3_300, -3_300],
    ];
    const values = groups.flat();
    expect(values).toHaveLength(20);
    const nets = Object.fromEntries(values.map((v, i) => [`p${i}`, v]));
    const { transfers, exact } = settleUp(nets);
    expect(exact).toBe(true);
    expect(transfers.length).toBeLessThanOrEqual(20 - groups.length);
    expect(Object.values(applies(nets, transfers)).every((v) => v === 0)).toBe(true);
  });

  it('always leaves everyone square when the books balance', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -100_000, max: 100_000 }), { minLength: 1, maxLength: 25 }),
        (raw) => {
          const values = [...raw, -raw.reduce((a, b) => a + b, 0)];
          const nets = Object.fromEntries(values.map((v, i) => [`p${i}`, v]));
          const left = applies(nets, settleUp(nets).transfers);
          expect(Object.values(left).every((v) => v === 0)).toBe(true);
        },
      ),
    );
  });
});
