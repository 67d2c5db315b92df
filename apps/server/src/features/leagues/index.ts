import type { FastifyInstance } from 'fastify';
import { claimGuestMemberships, membershipsOfUser } from './leagues.repository.ts';
import { leaguesRoutes } from './leagues.routes.ts';
import { publicStandingsRoutes, seasonsRoutes } from './seasons.routes.ts';

/** Leagues and seasons: members, scoring, standings from the tournaments and the ledger (docs/leagues.md). */
export async function leaguesFeature(app: FastifyInstance) {
  await app.register(leaguesRoutes);
  await app.register(seasonsRoutes);
  await app.register(publicStandingsRoutes);
  // A guest member who registers with the same e-mail becomes that user; their history follows.
  app.events.on('user-registered', async ({ userId, email }) => {
    await claimGuestMemberships(app.db, userId, email);
  });
  app.dataExport.register('leagueMemberships', (userId) => membershipsOfUser(app.db, userId));
}

export { leagueFor, seasonFor } from './league-access.ts';
