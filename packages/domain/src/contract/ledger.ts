import { z } from 'zod';
import { apiSuccessSchema } from '../schemas/api.ts';
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
import { defineEndpoint } from './define-endpoint.ts';

const tags = ['ledger'];
const gameParams = z.object({ id: z.uuid({ error: gameMessages.gameNotFound }) });
const entryParams = gameParams.extend({ entryId: z.uuid({ error: ledgerMessages.entryNotFound }) });
const written = { 201: apiSuccessSchema(ledgerWriteResponseSchema) };

/** The ledger of a game: read by its players, written (append-only) by its host (docs/ledger.md). */
export const ledgerContract = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/games/:id/ledger',
    tags,
    params: gameParams,
    responses: { 200: apiSuccessSchema(ledgerResponseSchema) },
  }),
  recordEntry: defineEndpoint({
    method: 'POST',
    path: '/api/games/:id/ledger/entries',
    tags,
    params: gameParams,
    body: recordLedgerEntryRequestSchema,
    responses: written,
  }),
  reverseEntry: defineEndpoint({
    method: 'POST',
    path: '/api/games/:id/ledger/entries/:entryId/reverse',
    tags,
    params: entryParams,
    body: reverseLedgerEntryRequestSchema,
    responses: written,
  }),
  checkIn: defineEndpoint({
    method: 'POST',
    path: '/api/games/:id/ledger/check-in',
    tags,
    params: gameParams,
    body: checkInRequestSchema,
    responses: { 200: apiSuccessSchema(checkInResponseSchema) },
  }),
  recordPayouts: defineEndpoint({
    method: 'POST',
    path: '/api/games/:id/ledger/payouts',
    tags,
    params: gameParams,
    responses: { 200: apiSuccessSchema(recordPayoutsResponseSchema) },
  }),
};

const reportTags = ['reports'];

/**
 * Reports. The files are answered as attachments (not JSON); a failure before the file exists
 * (not signed in, not found, a bad period) still answers the JSON envelope.
 */
export const reportsContract = {
  gamePdf: defineEndpoint({
    method: 'GET',
    path: '/api/games/:id/report.pdf',
    tags: reportTags,
    params: gameParams,
    produces: ['application/pdf'],
  }),
  gameCsv: defineEndpoint({
    method: 'GET',
    path: '/api/games/:id/report.csv',
    tags: reportTags,
    params: gameParams,
    produces: ['text/csv'],
  }),
  period: defineEndpoint({
    method: 'GET',
    path: '/api/reports/period',
    tags: reportTags,
    query: periodReportQuerySchema,
    responses: { 200: apiSuccessSchema(periodReportResponseSchema) },
  }),
  periodCsv: defineEndpoint({
    method: 'GET',
    path: '/api/reports/period.csv',
    tags: reportTags,
    query: periodReportQuerySchema,
    produces: ['text/csv'],
  }),
};
