import type { FastifyInstance } from 'fastify';
import { probeTable } from '../../db/rows.ts';
import { tournaments } from '../../db/schema.ts';
import { createClockReads } from './clock-reads.ts';
import { forgetPlayer } from './forget-player.repository.ts';
import { applyLedgerChips, onLedgerChanged } from './ledger-sync.ts';
import { createRealtime } from './realtime.ts';
import { startScheduler } from './scheduler.ts';
import { tournamentsRoutes } from './tournaments.routes.ts';

/** Tournaments: the server-owned clock, seats and tables, live over Socket.IO. */
export async function tournamentsFeature(app: FastifyInstance) {
  const clockReads = createClockReads(app);
  const realtime = createRealtime(app, clockReads);
  await app.register(tournamentsRoutes, { realtime, clockReads });
  const scheduler = startScheduler(app, realtime);
  app.accountErasure.register('tournamentPlayers', (tx, { userId, pseudonym }) =>
    forgetPlayer(tx, userId, pseudonym),
  );
  app.events.on('ledger-entry-recorded', applyLedgerChips);
  app.events.on('ledger-changed', (change) => onLedgerChanged(app, realtime, change));
  app.health.register('tournamentManagement', async () => {
    if (!scheduler.alive()) throw new Error('clock scheduler is not running');
    // Without Redis the instances cannot pass live events to each other's screens.
    if (app.realtimeLink.redis === 'down')
      throw new Error(
        app.realtimeLink.degraded()
          ? 'Redis unreachable: live updates paused on this instance, screens poll the clock'
          : 'Redis unreachable: live updates reach only this instance’s screens',
      );
    await probeTable(app.db, tournaments);
  });
}
export { type TournamentResults, tournamentResults } from './results.ts';
