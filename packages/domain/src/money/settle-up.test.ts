import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
