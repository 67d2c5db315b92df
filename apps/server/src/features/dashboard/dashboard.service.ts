import type { Activity, Currency, DashboardResponse } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { gameSummaries } from '../games/index.ts';
import * as repo from './dashboard.repository.ts';

export async function dashboard(app: FastifyInstance, auth: AuthContext): Promise<DashboardResponse> {
  // Every figure in one statement; then the upcoming games' summaries.
  const { games, players, totals, upcoming, activity, played } = await repo.figures(app.db, auth.userId);
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
    upcomingGames: await gameSummaries(
      app,
      auth,
      upcoming.map((g) => g.id),
    ),
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
