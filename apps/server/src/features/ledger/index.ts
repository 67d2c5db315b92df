import type { FastifyInstance } from 'fastify';
import { entriesOfUser } from './ledger.repository.ts';
import { ledgerRoutes } from './ledger.routes.ts';
import { reportsRoutes } from './reports.routes.ts';

/** Money and results: the append-only ledger of each game, prize pool, payouts, settle-up and reports. */
export async function ledgerFeature(app: FastifyInstance) {
  await app.register(ledgerRoutes);
  await app.register(reportsRoutes);
  app.dataExport.register('ledgerEntries', (userId) => entriesOfUser(app.db, userId));
}

export { ledgerForResults } from './ledger.service.ts';
export { ledgerPrizePool } from './prize-pool.ts';
export { attachment, csvText, fileSlug, money } from './report-format.ts';
