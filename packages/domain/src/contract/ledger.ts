import { z } from 'zod';
import { gameMessages } from '../schemas/games/index.ts';
import {
  checkInRequestSchema,
  checkInResponseSchema,
  ledgerMessages,
  ledgerResponseSchema,
  ledgerWriteResponseSchema,
  periodReportQuerySchema,
  periodReportResponseSchema,
  recordLedgerEntryRequestSchema,
  recordPayoutsResponseSchema,
  reverseLedgerEntryRequestSchema,
} from '../schemas/ledger/index.ts';
import { endpointGroup } from './endpoint-group.ts';

const ledger = endpointGroup('ledger');
const gameLedger = ledger.byId(gameMessages.gameNotFound);
const entry = gameLedger.nested({ entryId: z.uuid({ error: ledgerMessages.entryNotFound }) });

/** The ledger of a game: read by its players, written (append-only) by its host (docs/ledger.md). */
export const ledgerContract = {
  read: gameLedger.get('/api/games/:id/ledger', ledgerResponseSchema),
  recordEntry: gameLedger.created('/api/games/:id/ledger/entries', ledgerWriteResponseSchema, {
    body: recordLedgerEntryRequestSchema,
    idempotencyKey: true,
  }),
  reverseEntry: entry.created('/api/games/:id/ledger/entries/:entryId/reverse', ledgerWriteResponseSchema, {
    body: reverseLedgerEntryRequestSchema,
    idempotencyKey: true,
  }),
  checkIn: gameLedger.post('/api/games/:id/ledger/check-in', checkInResponseSchema, {
    body: checkInRequestSchema,
    idempotencyKey: true,
  }),
  recordPayouts: gameLedger.post('/api/games/:id/ledger/payouts', recordPayoutsResponseSchema, {
    idempotencyKey: true,
  }),
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
