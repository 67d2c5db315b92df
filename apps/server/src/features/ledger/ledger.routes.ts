import {
  apiSuccessSchema,
  checkInRequestSchema,
  checkInResponseSchema,
  gameMessages,
  ledgerMessages,
  ledgerResponseSchema,
  ledgerWriteResponseSchema,
  recordLedgerEntryRequestSchema,
  recordPayoutsResponseSchema,
  reverseLedgerEntryRequestSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import * as service from './ledger.service.ts';

const tags = ['ledger'];
const gameParams = z.object({ id: z.uuid({ error: gameMessages.gameNotFound }) });
const entryParams = gameParams.extend({ entryId: z.uuid({ error: ledgerMessages.entryNotFound }) });
const written = { 201: apiSuccessSchema(ledgerWriteResponseSchema) };

/** The ledger of a game: read by its players, written (append-only) by its host. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/games/:id/ledger',
    { schema: { tags, params: gameParams, response: { 200: apiSuccessSchema(ledgerResponseSchema) } } },
    async (request) => ok({ ledger: await service.readLedger(app, request.auth!, request.params.id) }),
  );
  app.post(
    '/api/games/:id/ledger/entries',
    { schema: { tags, params: gameParams, body: recordLedgerEntryRequestSchema, response: written } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await service.recordEntry(app, request.auth!, request.params.id, request.body))),
  );
  app.post(
    '/api/games/:id/ledger/entries/:entryId/reverse',
    { schema: { tags, params: entryParams, body: reverseLedgerEntryRequestSchema, response: written } },
    async (request, reply) => {
      const { id, entryId } = request.params;
      return reply
        .status(201)
        .send(ok(await service.reverseEntry(app, request.auth!, id, entryId, request.body)));
    },
  );
  app.post(
    '/api/games/:id/ledger/check-in',
    {
      schema: {
        tags,
        params: gameParams,
        body: checkInRequestSchema,
        response: { 200: apiSuccessSchema(checkInResponseSchema) },
      },
    },
    async (request) => ok(await service.checkIn(app, request.auth!, request.params.id, request.body)),
  );
  app.post(
    '/api/games/:id/ledger/payouts',
    {
      schema: {
        tags,
        params: gameParams,
        response: { 200: apiSuccessSchema(recordPayoutsResponseSchema) },
      },
    },
    async (request) => ok(await service.recordPayouts(app, request.auth!, request.params.id)),
  );
};
