import {
  apiSuccessSchema,
  noShowRequestSchema,
  participantSchema,
  shareLinkResponseSchema,
  updateShareLinkRequestSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { gameParams } from './games.routes.ts';
import { markNoShow } from './no-show.service.ts';
import * as shareLink from './share-link.service.ts';

const participantParams = gameParams.extend({ participantId: z.uuid({ error: 'Participant not found' }) });
const shareLinkResponse = { 200: apiSuccessSchema(shareLinkResponseSchema) };

/** The host's share-link panel and no-show marks (docs/reach.md, docs/players.md). */
export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/games/:id/share-link',
    { schema: { tags: ['games'], params: gameParams, response: shareLinkResponse } },
    async (request) =>
      ok({ shareLink: await shareLink.readShareLink(app, request.auth!, request.params.id) }),
  );
  app.put(
    '/api/games/:id/share-link',
    {
      schema: {
        tags: ['games'],
        params: gameParams,
        body: updateShareLinkRequestSchema,
        response: shareLinkResponse,
      },
    },
    async (request) =>
      ok({
        shareLink: await shareLink.updateShareLink(app, request.auth!, request.params.id, request.body),
      }),
  );
  app.put(
    '/api/games/:id/participants/:participantId/no-show',
    {
      schema: {
        tags: ['participants'],
        params: participantParams,
        body: noShowRequestSchema,
        response: { 200: apiSuccessSchema(z.object({ participant: participantSchema })) },
      },
    },
    async (request) =>
      ok({
        participant: await markNoShow(
          app,
          request.auth!,
          request.params.id,
          request.params.participantId,
          request.body.noShow,
        ),
      }),
  );
};
