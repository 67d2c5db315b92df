import {
  addParticipantsRequestSchema,
  addParticipantsResponseSchema,
  apiSuccessSchema,
  confirmParticipantsRequestSchema,
  confirmParticipantsResponseSchema,
  gameResponseSchema,
  participantSchema,
  rsvpRequestSchema,
  rsvpResponseSchema,
  updateParticipantRequestSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { gameParams } from './games.routes.ts';
import * as participants from './participants.service.ts';
import * as rsvp from './rsvp.service.ts';

const tags = ['participants'];
const participantParams = gameParams.extend({ participantId: z.uuid({ error: 'Participant not found' }) });

export const participantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/api/games/:id/participants',
    {
      schema: {
        tags,
        params: gameParams,
        body: addParticipantsRequestSchema,
        response: { 200: apiSuccessSchema(addParticipantsResponseSchema) },
      },
    },
    async (request) =>
      ok(await participants.addParticipants(app, request.auth!, request.params.id, request.body)),
  );
  app.post(
    '/api/games/:id/participants/confirm',
    {
      schema: {
        tags,
        params: gameParams,
        body: confirmParticipantsRequestSchema,
        response: { 200: apiSuccessSchema(confirmParticipantsResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await participants.confirmParticipants(
          app,
          request.auth!,
          request.params.id,
          request.body.participants,
        ),
      ),
  );
  app.put(
    '/api/games/:id/participants/:participantId',
    {
      schema: {
        tags,
        params: participantParams,
        body: updateParticipantRequestSchema,
        response: { 200: apiSuccessSchema(z.object({ participant: participantSchema })) },
      },
    },
    async (request) =>
      ok({
        participant: await participants.updateParticipant(
          app,
          request.auth!,
          request.params.id,
          request.params.participantId,
          request.body,
        ),
      }),
  );
  app.delete(
    '/api/games/:id/participants/:participantId',
    {
      schema: {
        tags,
        params: participantParams,
        response: { 200: apiSuccessSchema(z.object({ removed: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await participants.removeParticipant(
          app,
          request.auth!,
          request.params.id,
          request.params.participantId,
        ),
      ),
  );
  app.post(
    '/api/games/:id/rsvp',
    {
      schema: {
        tags,
        params: gameParams,
        body: rsvpRequestSchema,
        response: { 200: apiSuccessSchema(rsvpResponseSchema) },
      },
    },
    async (request) => ok(await rsvp.rsvp(app, request.auth!, request.params.id, request.body)),
  );
  app.post(
    '/api/games/:id/join-as-host',
    { schema: { tags, params: gameParams, response: { 200: apiSuccessSchema(gameResponseSchema) } } },
    async (request) => ok({ game: await rsvp.joinAsHost(app, request.auth!, request.params.id) }),
  );
};
