import type { PointsFormulaId, SeasonScoring } from '../schemas/leagues/scoring.ts';

/** One player's result in one event, as the formulas read it (money in cents). */
export type FormulaInput = {
  entrants: number;
  finish: number;
  buyInCents: number;
  /** The player's total spend: buy-in, rebuys, add-ons, re-entries (the buy-in when unknown). */
  spentCents: number;
};

/** Points are kept as whole hundredths so totals add up exactly; the wire shows points (÷100). */
export const toHundredths = (points: number) => Math.round(points * 100);
export const fromHundredths = (hundredths: number) => hundredths / 100;

/**
 * The formula's points for one finish, unrounded (docs/leagues.md). Money enters the formulas in
 * currency units (dollars), as their sources state them.
 */
export function formulaPoints(
  formula: PointsFormulaId,
  fixedTable: readonly number[],
  input: FormulaInput,
): number {
  const { entrants: n, finish: f } = input;
  const b = input.buyInCents / 100;
  switch (formula) {
    case 'fixed-table':
      return fixedTable[f - 1] ?? 0;
    case 'linear':
      return Math.max(0, n - f + 1);
    case 'field-and-buy-in': {
      const e = Math.max(input.spentCents, input.buyInCents) / 100;
      return e > 0 ? Math.sqrt((n * b * b) / e) / (f + 1) : 0;
    }
    case 'root-field-log-buy-in':
      return 10 * Math.sqrt(n / f) * (1 + Math.log10(b + 0.25));
  }
}

/** The formula's points for one finish, in hundredths (rounded, halves away from zero). */
export function formulaHundredths(
  scoring: Pick<SeasonScoring, 'formula' | 'fixedTable'>,
  input: FormulaInput,
) {
  return toHundredths(formulaPoints(scoring.formula, scoring.fixedTable, input));
}
