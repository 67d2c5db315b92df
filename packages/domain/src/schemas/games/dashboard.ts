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

/** Figures over the user's games (hosted, or joined and not declined), by calendar month in their time zone. */
export const dashboardStatsSchema = z.object({
  gamesThisMonth: z.number().int(),
  gamesLastMonth: z.number().int(),
  activePlayersThisMonth: z.number().int(),
  newPlayersThisWeek: z.number().int(),
  /** Buy-ins of seated players in this month's games, one total per currency (most first). */
  totalBuyInsThisMonth: z.array(z.object({ currency: z.enum(currencies), amount: z.number() })),
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
