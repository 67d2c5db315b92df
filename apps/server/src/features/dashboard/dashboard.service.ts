import type { Activity, Currency, DashboardResponse, PersonalResult, PersonalStats } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { gameSummaries } from '../games/index.ts';
import * as repo from './dashboard.repository.ts';
import { type PersonalResultRow, personalResults } from './personal-results.repository.ts';

/** How many finished games the stats page lists (the figures are over these). */
const resultsShown = 500;

const toResult = (r: PersonalResultRow): PersonalResult => ({
  gameId: r.gameId,
  gameName: r.gameName,
  type: r.type,
  scheduledDate: r.scheduledDate,
  place: r.place,
  fieldSize: r.fieldSize,
  currency: r.currency as Currency,
  paidIn: r.paidInCents / 100,
  net: r.netCents / 100,
});

/** Cents per currency, the currency with most games first. */
function perCurrency(rows: Array<{ currency: string; cents: number }>) {
  const sums = new Map<string, { cents: number; count: number }>();
  for (const r of rows) {
    const s = sums.get(r.currency) ?? { cents: 0, count: 0 };
    s.cents += r.cents;
    s.count += 1;
    sums.set(r.currency, s);
  }
  return [...sums]
    .sort((a, b) => b[1].count - a[1].count)
    .map(([currency, s]) => ({ currency: currency as Currency, amount: s.cents / 100 }));
}

/** The user's own places, net and figures over every game he finished (docs/players.md, "Personal stats"). */
export async function personalStats(app: FastifyInstance, auth: AuthContext): Promise<PersonalStats> {
  const rows = await personalResults(app.db, auth.userId, resultsShown);
  const places = rows.flatMap((r) => (r.place === null ? [] : [r.place]));
  return {
    played: rows.length,
    wins: places.filter((p) => p === 1).length,
    inTheMoney: rows.filter((r) => r.netCents + r.paidInCents > 0).length,
    bestPlace: places.length === 0 ? null : Math.min(...places),
    net: perCurrency(rows.map((r) => ({ currency: r.currency, cents: r.netCents }))),
    results: rows.map(toResult),
  };
}

export async function dashboard(app: FastifyInstance, auth: AuthContext): Promise<DashboardResponse> {
  // Every figure in one statement, the user's own money and last place among them (apart from the
  // pot of the games he hosts, decision 0039); then the upcoming games' summaries.
  const { games, players, totals, upcoming, activity, played, own, recent } = await repo.figures(
    app.db,
    auth.userId,
  );
  return {
    stats: {
      gamesThisMonth: games.thisMonth,
      gamesLastMonth: games.lastMonth,
      activePlayersThisMonth: players.activeThisMonth,
      newPlayersThisWeek: players.newThisWeek,
      totalBuyInsThisMonth: totals.map((t) => ({ currency: t.currency as Currency, amount: t.cents / 100 })),
      yourBuyInsThisMonth: own.map((t) => ({ currency: t.currency as Currency, amount: t.cents / 100 })),
      yourNetThisMonth: perCurrency(
        recent.filter((r) => r.thisMonth).map((r) => ({ currency: r.currency, cents: r.netCents })),
      ),
      lastResult: recent[0] ? toResult(recent[0]) : null,
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
