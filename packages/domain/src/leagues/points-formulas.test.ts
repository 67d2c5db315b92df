import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsFormulaIds } from '../schemas/leagues/scoring.ts';
import { formulaHundredths, formulaPoints, toHundredths } from './points-formulas.ts';

const table = [10, 7, 5, 3, 2, 1];
const points = (formula: (typeof pointsFormulaIds)[number], n: number, f: number, b: number, e = b) =>
  formulaHundredths(
    { formula, fixedTable: table },
    { entrants: n, finish: f, buyInCents: b, spentCents: e },
  ) / 100;

// The worked examples of docs/leagues.md.
describe('points formulas, worked examples', () => {
  it('fixed table: 3rd scores 5, 7th scores 0', () => {
    expect(points('fixed-table', 8, 3, 2000)).toBe(5);
    expect(points('fixed-table', 8, 7, 2000)).toBe(0);
  });

  it('linear: 8 entrants, 3rd place scores 6', () => {
    expect(points('linear', 8, 3, 2000)).toBe(6);
    expect(points('linear', 8, 8, 2000)).toBe(1);
  });

  it("Dr. Neau's formula: a rebuy lowers the score", () => {
    expect(points('field-and-buy-in', 10, 2, 2000, 4000)).toBe(3.33);
    expect(points('field-and-buy-in', 10, 1, 2000, 2000)).toBe(7.07);
    // Without a ledger spend the buy-in stands in for it.
    expect(points('field-and-buy-in', 10, 1, 2000, 0)).toBe(7.07);
  });

  it('leader-board formula: log base 10, buy-in in dollars', () => {
    expect(points('root-field-log-buy-in', 150, 3, 2000)).toBe(163.09);
    expect(points('root-field-log-buy-in', 9, 1, 2000)).toBe(69.19);
    expect(
      formulaPoints('root-field-log-buy-in', table, {
        entrants: 9,
        finish: 3,
        buyInCents: 2000,
        spentCents: 2000,
      }),
    ).toBeCloseTo(39.948, 3);
  });
});

describe('points formulas, properties', () => {
  it('points never increase as the finish worsens in a field (same spend)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pointsFormulaIds),
        fc.integer({ min: 2, max: 200 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 3 }),
        fc.nat(),
        (formula, n, b, rebuys, seed) => {
          const f = 1 + (seed % (n - 1));
          const spent = b * (1 + rebuys);
          expect(points(formula, n, f + 1, b, spent)).toBeLessThanOrEqual(points(formula, n, f, b, spent));
          expect(points(formula, n, f, b, spent)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('points rounding: halves away from zero (issue 26, finding 8)', () => {
  it('rounds the decimal a number stands for, not its float error', () => {
    // Before: Math.round(x × 100) gave 234, 28 and −28 (and −50 for −0.5 × 100 rounds up).
    expect(toHundredths(2.345)).toBe(235);
    expect(toHundredths(0.285)).toBe(29);
    expect(toHundredths(-0.285)).toBe(-29);
    expect(toHundredths(1.005)).toBe(101);
    expect(toHundredths(-0.005)).toBe(-1);
    expect(toHundredths(0.284999)).toBe(28);
  });

  it('matches integer rounding for every number of thousandths', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (thousandths) => {
        const magnitude = Math.abs(thousandths);
        const want = Math.floor(magnitude / 10) + (magnitude % 10 >= 5 ? 1 : 0);
        expect(toHundredths(thousandths / 1000)).toBe(thousandths < 0 && want > 0 ? -want : want);
      }),
      { numRuns: 5_000 },
    );
  });
});
