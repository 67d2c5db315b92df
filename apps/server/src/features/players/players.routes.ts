import {
  apiSuccessSchema,
  productInvitationResponseSchema,
  productInvitationsResponseSchema,
  productInviteRequestSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import * as invitations from './invitations.service.ts';
import { searchUsers } from './user-search.service.ts';

const tags = ['players'];
const invitationParams = z.object({ id: z.uuid({ error: 'Invitation not found' }) });
const invitationResponse = { 200: apiSuccessSchema(productInvitationResponseSchema) };

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/users/contacts/search',
    {
      schema: {
        tags,
        querystring: userSearchQuerySchema,
        response: { 200: apiSuccessSchema(userSearchResponseSchema) },
      },
    },
    async (request) => ok({ users: await searchUsers(app, request.auth!, request.query.q) }),
  );
  app.post(
    '/api/users/invite',
    {
      schema: {
        tags,
        body: productInviteRequestSchema,
        response: { 201: apiSuccessSchema(productInvitationResponseSchema) },
      },
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) =>
      reply.status(201).send(ok({ invitation: await invitations.invite(app, request.auth!, request.body) })),
  );
  app.get(
    '/api/users/invitations',
    { schema: { tags, response: { 200: apiSuccessSchema(productInvitationsResponseSchema) } } },
    async (request) => ok({ invitations: await invitations.listInvitations(app, request.auth!) }),
  );
  app.post(
    '/api/users/invitations/:id/cancel',
    { schema: { tags, params: invitationParams, response: invitationResponse } },
    async (request) => ok({ invitation: await invitations.cancel(app, request.auth!, request.params.id) }),
  );
  app.post(
    '/api/users/invitations/:id/resend',
    {
      schema: { tags, params: invitationParams, response: invitationResponse },
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
    },
    async (request) => ok({ invitation: await invitations.resend(app, request.auth!, request.params.id) }),
  );
};
