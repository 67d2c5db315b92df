import { leagueMessages as m } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import * as repo from './leagues.repository.ts';

/**
 * Who may see and run a league (docs/leagues.md): the owner and co-organizers run it; members who
 * are registered users read it (a write answers 403); to anyone else it does not exist (404).
 */
export async function leagueFor(
  app: FastifyInstance,
  auth: AuthContext,
  leagueId: string,
  need: 'read' | 'manage',
) {
  const found = await repo.findLeague(app.db, leagueId);
  if (!found) throw notFound(m.leagueNotFound);
  const { league } = found;
  if (league.ownerId === auth.userId || (await repo.isCoOrganizer(app.db, leagueId, auth.userId)))
    return { ...found, canManage: true };
  if (!(await repo.isMemberUser(app.db, leagueId, auth.userId))) throw notFound(m.leagueNotFound);
  if (need === 'manage') throw forbidden();
  return { ...found, canManage: false };
}

/** A season through its league's access; an unknown season and a hidden league both answer 404. */
export async function seasonFor(
  app: FastifyInstance,
  auth: AuthContext,
  seasonId: string,
  need: 'read' | 'manage',
) {
  const season = await repo.findSeason(app.db, seasonId);
  if (!season) throw notFound(m.seasonNotFound);
  try {
    const league = await leagueFor(app, auth, season.leagueId, need);
    return { season, league };
  } catch (error) {
    if ((error as { code?: string }).code === 'NOT_FOUND') throw notFound(m.seasonNotFound);
    throw error;
  }
}
