import { z } from 'zod';
import { gameMessages } from '../schemas/games/index.ts';
import {
  checkInRequestSchema,
  checkInResponseSchema,
  correctLedgerEntryRequestSchema,
  ledgerMessages,
  ledgerResponseSchema,
  ledgerWriteResponseSchema,
  periodReportQuerySchema,
  periodReportResponseSchema,
  recordLedgerEntryRequestSchema,
  recordPayoutsResponseSchema,
  reverseLedgerEntryRequestSchema,
  settleUnpaidBountiesRequestSchema,
} from '../schemas/ledger/index.ts';
import type { EndpointRefusal } from './define-endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';

const ledger = endpointGroup('ledger');
const gameLedger = ledger.byId(gameMessages.gameNotFound);
const entry = gameLedger.nested({ entryId: z.uuid({ error: ledgerMessages.entryNotFound }) });

/** The ledger of a game: read by its players, written (append-only) by its host (docs/ledger.md). */
/** Only the host (or a co-host) writes the ledger; a player may read it. */
const hostOnly = [['FORBIDDEN', gameMessages.onlyHost]] as const satisfies readonly EndpointRefusal[];
/** What refuses a reversal: another's ledger, a reversal reversed, an entry reversed already. */
const reversalRefusals = [
  ...hostOnly,
  ['VALIDATION_FAILED', ledgerMessages.reversalOfReversal],
  ['CONFLICT', ledgerMessages.alreadyReversed],
] as const satisfies readonly EndpointRefusal[];

export const ledgerContract = {
  read: gameLedger.get('/api/games/:id/ledger', ledgerResponseSchema),
  recordEntry: gameLedger.created('/api/games/:id/ledger/entries', ledgerWriteResponseSchema, {
    body: recordLedgerEntryRequestSchema,
    refuses: [
      ...hostOnly,
      ['VALIDATION_FAILED', ledgerMessages.playerNotInGame],
      [
        'VALIDATION_FAILED',
        `${ledgerMessages.amountRequired}, or an entry the game's type or state does not take`,
      ],
    ],
  }),
  reverseEntry: entry.created('/api/games/:id/ledger/entries/:entryId/reverse', ledgerWriteResponseSchema, {
    body: reverseLedgerEntryRequestSchema,
    refuses: reversalRefusals,
  }),
  correctEntry: entry.created('/api/games/:id/ledger/entries/:entryId/correct', ledgerWriteResponseSchema, {
    body: correctLedgerEntryRequestSchema,
    // A correction is a reversal, then the entry as it should have been, for the same player.
    refuses: [...reversalRefusals, ['VALIDATION_FAILED', ledgerMessages.playerNotInGame]],
    idempotencyKey: true,
  }),
  checkIn: gameLedger.post('/api/games/:id/ledger/check-in', checkInResponseSchema, {
    body: checkInRequestSchema,
    refuses: [...hostOnly, ['VALIDATION_FAILED', ledgerMessages.playerNotInGame]],
    idempotencyKey: true,
  }),
  recordPayouts: gameLedger.post('/api/games/:id/ledger/payouts', recordPayoutsResponseSchema, {
    refuses: [...hostOnly, ['VALIDATION_FAILED', ledgerMessages.tournamentNotComplete]],
    idempotencyKey: true,
  }),
  settleUnpaidBounties: gameLedger.post(
    '/api/games/:id/ledger/unpaid-bounties',
    recordPayoutsResponseSchema,
    {
      body: settleUnpaidBountiesRequestSchema,
      refuses: [...hostOnly, ['VALIDATION_FAILED', ledgerMessages.unpaidBountiesNotComplete]],
    },
  ),
};

const reports = endpointGroup('reports');
const gameReport = reports.byId(gameMessages.gameNotFound);

/**
 * Reports. The files are answered as attachments (not JSON); a failure before the file exists
 * (not signed in, not found, a bad period) still answers the JSON envelope.
 */
export const reportsContract = {
  gamePdf: gameReport.file('/api/games/:id/report.pdf', { produces: ['application/pdf'] }),
  gameCsv: gameReport.file('/api/games/:id/report.csv', { produces: ['text/csv'] }),
  period: reports.get('/api/reports/period', periodReportResponseSchema, { query: periodReportQuerySchema }),
  periodCsv: reports.file('/api/reports/period.csv', {
    query: periodReportQuerySchema,
    produces: ['text/csv'],
  }),
};
