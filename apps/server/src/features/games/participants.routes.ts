import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import * as participants from './participants.service.ts';
import * as rsvp from './rsvp.service.ts';

const endpoints = contract.games;

export const participantsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  registerEndpoint(app, endpoints.addParticipants, async (request) =>
    ok(await participants.addParticipants(app, request.auth!, request.params.id, request.body)),
  );
  registerEndpoint(app, endpoints.confirmParticipants, async (request) =>
    ok(
      await participants.confirmParticipants(
        app,
        request.auth!,
        request.params.id,
        request.body.participants,
      ),
    ),
  );
  registerEndpoint(app, endpoints.updateParticipant, async (request) =>
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
  registerEndpoint(app, endpoints.removeParticipant, async (request) =>
    ok(
      await participants.removeParticipant(
        app,
        request.auth!,
        request.params.id,
        request.params.participantId,
      ),
    ),
  );
  registerEndpoint(app, endpoints.rsvp, async (request) =>
    ok(await rsvp.rsvp(app, request.auth!, request.params.id, request.body)),
  );
  registerEndpoint(app, endpoints.joinAsHost, async (request) =>
    ok({ game: await rsvp.joinAsHost(app, request.auth!, request.params.id) }),
  );
};
