import type { PointsFormulaId, SeasonScoring } from '../schemas/leagues/scoring.ts';

/** One player's result in one event, as the formulas read it (money in cents). */
export type FormulaInput = {
  entrants: number;
  finish: number;
  buyInCents: number;
  /** The player's total spend: buy-in, rebuys, add-ons, re-entries (the buy-in when unknown). */
  spentCents: number;
};

/**
 * Points are kept as whole hundredths so totals add up exactly; the wire shows points (÷100).
 * Rounded halves away from zero on the decimal the number stands for (docs/leagues.md): `points × 100`
 * in floats turns 0.285 into 28.499999999999996 (and `Math.round` sends −0.5 up), so the value is
 * read as a decimal of 15 significant digits, which absorbs the float's error, and rounded on its
 * digits.
 */
export function toHundredths(points: number): number {
  if (!Number.isFinite(points)) throw new RangeError(`Points must be a number, not ${points}`);
  const sign = points < 0 ? -1 : 1;
  const magnitude = Math.abs(points);
  // Below a millionth it rounds to 0; from 10^15 a double has no hundredths left to round.
  if (magnitude < 1e-6) return 0;
  if (magnitude >= 1e15) return sign * Math.round(magnitude) * 100;
  const decimal = magnitude.toPrecision(15);
  const [whole = '0', fraction = ''] = decimal.split('.');
  const digits = `${fraction}000`;
  const hundredths = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return sign * hundredths || 0;
}
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
