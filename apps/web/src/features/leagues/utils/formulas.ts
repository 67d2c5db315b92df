import { type PointsFormulaId, pointsFormulaLabels } from '@pokerhome/domain';

/**
 * What each points formula rewards, in the organizer's words, with the worked example of
 * docs/leagues.md, shown beside the formula picker so the choice is an informed one.
 */
export const formulaExplanations: Record<PointsFormulaId, { summary: string; example: string }> = {
  'fixed-table': {
    summary:
      'You set the points for 1st, 2nd, 3rd and so on; places past the end of your table score 0. Simple to read out at the table, but a big night and a small one pay the same.',
    example: 'Table 10, 7, 5, 3, 2, 1: 3rd place scores 5, 7th scores 0.',
  },
  linear: {
    summary:
      'One point for every player you outlast, plus one. Bigger fields are worth more, and every place counts.',
    example: '8 entrants, 3rd place: 8 − 3 + 1 = 6 points.',
  },
  'field-and-buy-in': {
    summary:
      'Larger fields and buy-ins score more, and rebuys lower your points (your total spend counts against you). Rewards skill over deep pockets.',
    example: '10 entrants, $20 buy-in, 2nd place after one $20 rebuy: √(10·20·20/40)/3 = 3.33 points.',
  },
  'root-field-log-buy-in': {
    summary:
      'Points grow with the square root of the field over your finish, and with the buy-in on a log scale, so deep runs in big fields stand out.',
    example: '9 players, $20 buy-in, the winner: 10·√9·(1 + log₁₀ 20.25) = 69.19 points.',
  },
};

export const formulaLabel = (id: PointsFormulaId) => pointsFormulaLabels[id];
