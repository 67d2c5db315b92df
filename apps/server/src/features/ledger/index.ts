import type { FastifyInstance } from 'fastify';
import { entriesOfUser, forgetPlayer } from './ledger.repository.ts';
import { ledgerRoutes } from './ledger.routes.ts';
import { reportsRoutes } from './reports.routes.ts';

/** Money and results: the append-only ledger of each game, prize pool, payouts, settle-up and reports. */
export async function ledgerFeature(app: FastifyInstance) {
  await app.register(ledgerRoutes);
  await app.register(reportsRoutes);
  app.dataExport.register('ledgerEntries', (userId) => entriesOfUser(app.db, userId));
  app.accountErasure.register('ledgerEntries', (tx, { userId, pseudonym }) =>
    forgetPlayer(tx, userId, pseudonym),
  );
}

export { ledgerFigureEntries } from './figure-entries.repository.ts';
/** A game's blind levels and its participants with their names: what a tournament starts from. */
export { gameLevels, participantsOf } from './ledger.repository.ts';
/**
 * The clock view records rebuys, add-ons, bounties and late buy-ins, and undoes them, through the
 * ledger's own rules, inside its own transaction (the `...In` functions take the caller's `Tx`).
 */
export { ledgerForResults, recordEntryIn, reverseEntryIn } from './ledger.service.ts';
export { attachment, csvText, fileSlug, money } from './report-format.ts';
