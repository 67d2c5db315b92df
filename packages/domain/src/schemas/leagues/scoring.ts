import { z } from 'zod';
import { leagueMessages as m } from './messages.ts';

/**
 * Points formulas an organizer picks per season (docs/leagues.md has each one's source and a
 * worked example):
 * - `fixed-table`: points by finishing position from the season's table (beyond it: 0).
 * - `linear`: entrants − finish + 1.
 * - `field-and-buy-in`: √(n·b·b / e) / (f + 1), n entrants, b buy-in, e the player's total spend
 *   (buy-in plus rebuys, add-ons, re-entries), f finish; b and e in currency units (dollars, not cents).
 * - `root-field-log-buy-in`: 10·√(n / f)·(1 + log₁₀(b + 0.25)), b in currency units.
 */
export const pointsFormulaIds = [
  'fixed-table',
  'linear',
  'field-and-buy-in',
  'root-field-log-buy-in',
] as const;
export type PointsFormulaId = (typeof pointsFormulaIds)[number];

export const pointsFormulaLabels: Record<PointsFormulaId, string> = {
  'fixed-table': 'Fixed table by position',
  linear: 'Linear (entrants − finish + 1)',
  'field-and-buy-in': "Dr. Neau's formula: √(n·b²/e) / (f + 1)",
  'root-field-log-buy-in': 'Leader-board formula: 10·√(n/f)·(1 + log(b + 0.25))',
};

/**
 * Tie-breaks after points, in the season's order; the player's name (then their key) always
 * settles what remains, so a table has one order.
 */
export const tieBreakIds = ['wins', 'best-finish', 'events', 'knockouts', 'final-tables'] as const;
export type TieBreakId = (typeof tieBreakIds)[number];
export const tieBreakLabels: Record<TieBreakId, string> = {
  wins: 'More wins',
  'best-finish': 'Better best finish',
  events: 'More events played',
  knockouts: 'More knockouts',
  'final-tables': 'More final tables',
};
export const defaultTieBreaks: TieBreakId[] = ['wins', 'best-finish', 'events'];

export const leagueLimits = {
  nameMin: 3,
  nameMax: 100,
  descriptionMax: 1000,
  guestNameMax: 100,
  fixedTableMax: 100,
  pointsMax: 10_000,
  bonusMax: 1000,
  bestNMax: 500,
  chipsMax: 10_000_000,
} as const;

/** A whole number from `min` to `max`: anything else answers `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const bonus = z
  .number({ error: m.bonusInvalid })
  .min(0, m.bonusInvalid)
  .max(leagueLimits.bonusMax, m.bonusInvalid);

/** How a season scores: the formula, bonuses, best-N, the minimum to qualify and tie-breaks. */
export const seasonScoringSchema = z.object({
  formula: z.enum(pointsFormulaIds, { error: m.formulaUnknown }),
  /** Points for 1st, 2nd, 3rd…; used by `fixed-table`, kept when another formula is picked. */
  fixedTable: z
    .array(
      z
        .number({ error: m.fixedTableInvalid })
        .min(0, m.fixedTableInvalid)
        .max(leagueLimits.pointsMax, m.fixedTableInvalid),
      { error: m.fixedTableRequired },
    )
    .max(leagueLimits.fixedTableMax, m.fixedTableInvalid)
    .default([10, 7, 5, 3, 2, 1]),
  /** Points for playing an event at all. */
  attendanceBonus: bonus.default(0),
  /** Points for each player you knocked out. */
  knockoutBonus: bonus.default(0),
  /** Points for knocking out the winner of the season's previous event. */
  bountyBonus: bonus.default(0),
  /** Count only the best N events; null counts every event. */
  bestN: wholeNumber(1, leagueLimits.bestNMax, m.bestNInvalid).nullable().default(null),
  /** Events a player needs to be ranked (qualified); 0 ranks everyone. */
  minimumEvents: wholeNumber(0, leagueLimits.bestNMax, m.minimumEventsInvalid).default(0),
  tieBreaks: z
    .array(z.enum(tieBreakIds, { error: m.tieBreakInvalid }), { error: m.tieBreakInvalid })
    .max(tieBreakIds.length, m.tieBreakInvalid)
    .refine((list) => new Set(list).size === list.length, m.tieBreakInvalid)
    .default(defaultTieBreaks),
});
export type SeasonScoring = z.infer<typeof seasonScoringSchema>;
export type SeasonScoringForm = z.input<typeof seasonScoringSchema>;

/**
 * The season final's starting stacks (docs/leagues.md): each qualified player starts with
 * baseChips + points × chipsPerPoint, rounded to the nearest `roundTo` chips (halves up).
 */
export const finalStacksRuleSchema = z.object({
  baseChips: wholeNumber(0, leagueLimits.chipsMax, m.baseChipsInvalid).default(10_000),
  chipsPerPoint: wholeNumber(0, leagueLimits.chipsMax, m.chipsPerPointInvalid).default(100),
  roundTo: wholeNumber(1, leagueLimits.chipsMax, m.roundToInvalid).default(100),
});
export type FinalStacksRule = z.infer<typeof finalStacksRuleSchema>;
