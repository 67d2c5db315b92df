import { z } from 'zod';
import { currencies } from '../../constants.ts';
import { gameRefShape } from './game-ref.ts';
import { gameSummarySchema } from './responses.ts';

export const activitySchema = z.object({
  id: z.string(),
  kind: z.enum([
    'rsvp-accepted',
    'rsvp-declined',
    'waitlisted',
    'joined',
    'invited',
    'game-created',
    'game-cancelled',
    'result',
  ]),
  ...gameRefShape,
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

const amountSchema = z.object({ currency: z.enum(currencies), amount: z.number() });

/**
 * One game the user finished (docs/players.md, "Personal stats"): a completed tournament with his
 * place, or a cash game he cashed out of. `net` is what he took home minus what he put in, fees
 * included; a tournament's payout counts from his place before the host records it.
 */
export const personalResultSchema = z.object({
  ...gameRefShape,
  type: z.enum(['tournament', 'cash_game']),
  scheduledDate: z.string(),
  /** Finishing place in a tournament; null for a cash game. */
  place: z.number().int().nullable(),
  /** Players in the tournament (entries, not re-entries); null for a cash game. */
  fieldSize: z.number().int().nullable(),
  currency: z.enum(currencies),
  paidIn: z.number(),
  net: z.number(),
});
export type PersonalResult = z.infer<typeof personalResultSchema>;

/** The profile's stats page: every finished game, and the figures over them. */
export const personalStatsSchema = z.object({
  played: z.number().int(),
  wins: z.number().int(),
  /** Finished with money back: paid in a tournament, ahead in a cash game. */
  inTheMoney: z.number().int(),
  bestPlace: z.number().int().nullable(),
  /** Net over every finished game, per currency (most played first). */
  net: z.array(amountSchema),
  results: z.array(personalResultSchema),
});
export type PersonalStats = z.infer<typeof personalStatsSchema>;

/** Figures over the user's games (hosted, or joined and not declined), by calendar month in their time zone. */
export const dashboardStatsSchema = z.object({
  gamesThisMonth: z.number().int(),
  gamesLastMonth: z.number().int(),
  activePlayersThisMonth: z.number().int(),
  newPlayersThisWeek: z.number().int(),
  /**
   * Buy-ins of seated players in this month's games the user hosts, one total per currency (most
   * first): the pot a host handled, never shown to a player as his own (decision 0039).
   */
  totalBuyInsThisMonth: z.array(amountSchema),
  /** What the user put in himself this month (buy-ins, rebuys, add-ons, fees), per currency. */
  yourBuyInsThisMonth: z.array(amountSchema),
  /** The user's own net (out − in − fees) over this month's games he finished, per currency. */
  yourNetThisMonth: z.array(amountSchema),
  /** The user's latest finished game: "1st of 10, +$100". Null before any. */
  lastResult: personalResultSchema.nullable(),
  /** Percent of completed games finished in the money or with a profit; null before any result. */
  winRate: z.number().nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardResponseSchema = z.object({
  stats: dashboardStatsSchema,
  upcomingGames: z.array(gameSummarySchema),
  recentActivity: z.array(activitySchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
