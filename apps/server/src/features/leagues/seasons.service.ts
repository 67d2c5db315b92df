import { leagueMessages as m, type Season, type SeasonInput, type SeasonSummary } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { gameFacts } from '../games/index.ts';
import { tournamentResults } from '../tournaments/index.ts';
import { leagueFor, seasonFor } from './league-access.ts';
import * as repo from './leagues.repository.ts';

export const publicUrlOf = (app: FastifyInstance, token: string) =>
  `${app.config.publicUrl}/standings/${token}`;

export async function seasonSummaries(app: FastifyInstance, leagueIds: string[]): Promise<SeasonSummary[]> {
  const rows = await repo.seasonsOf(app.db, leagueIds);
  const attached = await repo.seasonGamesOf(
    app.db,
    rows.map((s) => s.id),
  );
  const completed = new Set(
    (
      await tournamentResults(
        app.db,
        attached.map((a) => a.gameId),
      )
    )
      .filter((t) => t.status === 'completed')
      .map((t) => t.gameId),
  );
  return rows.map((s) => {
    const games = attached.filter((a) => a.seasonId === s.id);
    return {
      id: s.id,
      leagueId: s.leagueId,
      name: s.name,
      startsOn: s.startsOn,
      endsOn: s.endsOn,
      currency: s.currency as SeasonSummary['currency'],
      formula: s.scoring.formula,
      gameCount: games.length,
      eventCount: games.filter((g) => completed.has(g.gameId)).length,
    };
  });
}

export async function seasonDetail(
  app: FastifyInstance,
  season: repo.SeasonRow,
  leagueName: string,
  canManage: boolean,
): Promise<Season> {
  const [summary] = await seasonSummaries(app, [season.leagueId]).then((all) =>
    all.filter((s) => s.id === season.id),
  );
  const attached = await repo.seasonGamesOf(app.db, [season.id]);
  const ids = attached.map((a) => a.gameId);
  const [games, tournaments] = await Promise.all([gameFacts(app.db, ids), tournamentResults(app.db, ids)]);
  return {
    ...summary!,
    leagueName,
    scoring: season.scoring,
    finalStacks: season.finalStacks,
    games: attached
      .map((a) => {
        const g = games.find((x) => x.id === a.gameId)!;
        const t = tournaments.find((x) => x.gameId === a.gameId);
        return {
          gameId: g.id,
          name: g.name,
          scheduledDate: g.scheduledDate.toISOString(),
          status: g.status,
          tournamentStatus: t?.status ?? null,
          counts: t?.status === 'completed',
          attachedAt: a.attachedAt.toISOString(),
        };
      })
      .sort((a, b) => (a.scheduledDate < b.scheduledDate ? -1 : a.scheduledDate > b.scheduledDate ? 1 : 0)),
    canManage,
    publicUrl: canManage && season.publicToken ? publicUrlOf(app, season.publicToken) : null,
    lastRecomputedAt: season.lastRecomputedAt?.toISOString() ?? null,
  };
}

export async function listSeasons(app: FastifyInstance, auth: AuthContext, leagueId: string) {
  await leagueFor(app, auth, leagueId, 'read');
  return seasonSummaries(app, [leagueId]);
}

export async function createSeason(
  app: FastifyInstance,
  auth: AuthContext,
  leagueId: string,
  input: SeasonInput,
) {
  const { league } = await leagueFor(app, auth, leagueId, 'manage');
  const season = await repo.insertSeason(app.db, { leagueId, ...input });
  return seasonDetail(app, season, league.name, true);
}

export async function getSeason(app: FastifyInstance, auth: AuthContext, id: string) {
  const { season, league } = await seasonFor(app, auth, id, 'read');
  return seasonDetail(app, season, league.league.name, league.canManage);
}

export async function updateSeason(app: FastifyInstance, auth: AuthContext, id: string, input: SeasonInput) {
  const { season, league } = await seasonFor(app, auth, id, 'manage');
  if (input.currency !== season.currency) {
    const attached = await repo.seasonGamesOf(app.db, [id]);
    if (attached.length > 0)
      throw badRequest(m.gameCurrency(season.currency), { currency: m.gameCurrency(season.currency) });
  }
  await repo.updateSeason(app.db, id, input);
  return seasonDetail(app, (await repo.findSeason(app.db, id))!, league.league.name, true);
}

export async function deleteSeason(app: FastifyInstance, auth: AuthContext, id: string) {
  await seasonFor(app, auth, id, 'manage');
  await repo.deleteSeason(app.db, id);
}

/**
 * A game counts in a season when it is a tournament hosted by the league's owner or a
 * co-organizer, in the season's currency, and in no other season (400 naming `gameId` otherwise).
 */
export async function attachGame(app: FastifyInstance, auth: AuthContext, id: string, gameId: string) {
  const { season, league } = await seasonFor(app, auth, id, 'manage');
  const [game] = await gameFacts(app.db, [gameId]);
  const fail = (message: string) => badRequest(message, { gameId: message });
  if (!game) throw fail(m.gameNotFound);
  const runners = new Set([
    league.league.ownerId,
    ...(await repo.organizersOf(app.db, league.league.id)).map((o) => o.userId),
  ]);
  if (!runners.has(game.hostId)) throw fail(m.gameNotOrganizers);
  if (game.type !== 'tournament') throw fail(m.gameNotTournament);
  if (game.currency !== season.currency) throw fail(m.gameCurrency(season.currency));
  const existing = await repo.seasonOfGame(app.db, gameId);
  if (existing) throw fail(m.gameAlreadyAttached);
  try {
    const inserted = await repo.insertSeasonGame(app.db, id, gameId);
    if (inserted.length === 0) throw fail(m.gameAlreadyAttached);
  } catch (error) {
    if (isUniqueViolation(error)) throw fail(m.gameAlreadyAttached);
    throw error;
  }
  return seasonDetail(app, season, league.league.name, true);
}

export async function detachGame(app: FastifyInstance, auth: AuthContext, id: string, gameId: string) {
  const { season, league } = await seasonFor(app, auth, id, 'manage');
  const removed = await repo.deleteSeasonGame(app.db, id, gameId);
  if (removed.length === 0) throw notFound(m.gameNotAttached);
  return seasonDetail(app, season, league.league.name, true);
}
