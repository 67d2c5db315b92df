import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { onLedgerChanged } from './ledger-sync.ts';
import { createRealtime } from './realtime.ts';
import { startScheduler } from './scheduler.ts';
import { tournamentsRoutes } from './tournaments.routes.ts';

/** Tournaments: the server-owned clock, seats and tables, live over Socket.IO. */
export async function tournamentsFeature(app: FastifyInstance) {
  const realtime = createRealtime(app);
  await app.register(tournamentsRoutes, { realtime });
  const scheduler = startScheduler(app, realtime);
  app.events.on('ledger-changed', (change) => onLedgerChanged(app, realtime, change));
  app.health.register('tournamentManagement', async () => {
    if (!scheduler.alive()) throw new Error('clock scheduler is not running');
    await app.db.execute(sql`select 1 from tournaments limit 1`);
  });
}
export { type TournamentResults, tournamentResults } from './results.ts';
