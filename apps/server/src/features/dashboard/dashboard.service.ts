import type { Activity, Currency, DashboardResponse } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { gameSummaries } from '../games/index.ts';
import * as repo from './dashboard.repository.ts';

const upcomingShown = 5;
const activityShown = 10;

export async function dashboard(app: FastifyInstance, auth: AuthContext): Promise<DashboardResponse> {
  // Each figure reads the user's time zone inside its own statement, so all run in one round.
  const periods = { tz: sql`coalesce((select time_zone from users where id = ${auth.userId}), 'UTC')` };
  const [games, players, totals, upcomingIds, activity, played] = await Promise.all([
    repo.gameCounts(app.db, auth.userId, periods),
    repo.playerCounts(app.db, auth.userId, periods),
    repo.buyInTotals(app.db, auth.userId, periods),
    repo.upcomingGameIds(app.db, auth.userId, upcomingShown),
    repo.recentActivity(app.db, auth.userId, activityShown),
    repo.results(app.db, auth.userId),
  ]);
  return {
    stats: {
      gamesThisMonth: games.thisMonth,
      gamesLastMonth: games.lastMonth,
      activePlayersThisMonth: players.activeThisMonth,
      newPlayersThisWeek: players.newThisWeek,
      totalBuyInsThisMonth: totals.map((t) => ({ currency: t.currency as Currency, amount: t.cents / 100 })),
      // No completed game with a result yet: no rate (shown as "—", not 0 %).
      winRate: played.played === 0 ? null : Math.round((played.inTheMoney / played.played) * 1000) / 10,
    },
    upcomingGames: await gameSummaries(app, auth, upcomingIds),
    recentActivity: activity.map(
      (a): Activity => ({
        id: a.id,
        kind: a.kind as Activity['kind'],
        gameId: a.gameId,
        gameName: a.gameName,
        actorName: a.actorName,
        createdAt: new Date(a.createdAt).toISOString(),
      }),
    ),
  };
}
