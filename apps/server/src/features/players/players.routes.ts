import {
  addContactRequestSchema,
  apiSuccessSchema,
  contactMessages,
  contactResponseSchema,
  contactsResponseSchema,
  participationResponseSchema,
  productInvitationResponseSchema,
  productInvitationsResponseSchema,
  productInviteRequestSchema,
  updateContactRequestSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import * as contacts from './contacts.service.ts';
import * as invitations from './invitations.service.ts';
import { searchUsers } from './user-search.service.ts';

const tags = ['players'];
const invitationParams = z.object({ id: z.uuid({ error: 'Invitation not found' }) });
const invitationResponse = { 200: apiSuccessSchema(productInvitationResponseSchema) };
const contactParams = z.object({ id: z.uuid({ error: contactMessages.notFound }) });

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

  app.get(
    '/api/users/contacts',
    { schema: { tags, response: { 200: apiSuccessSchema(contactsResponseSchema) } } },
    async (request) => ok({ contacts: await contacts.listContacts(app, request.auth!) }),
  );
  app.post(
    '/api/users/contacts',
    {
      schema: {
        tags,
        body: addContactRequestSchema,
        response: { 201: apiSuccessSchema(contactResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok({ contact: await contacts.addContact(app, request.auth!, request.body) })),
  );
  app.put(
    '/api/users/contacts/:id',
    {
      schema: {
        tags,
        params: contactParams,
        body: updateContactRequestSchema,
        response: { 200: apiSuccessSchema(contactResponseSchema) },
      },
    },
    async (request) =>
      ok({ contact: await contacts.updateContact(app, request.auth!, request.params.id, request.body) }),
  );
  app.delete(
    '/api/users/contacts/:id',
    {
      schema: {
        tags,
        params: contactParams,
        response: { 200: apiSuccessSchema(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      await contacts.removeContact(app, request.auth!, request.params.id);
      return ok({ id: request.params.id });
    },
  );
  app.get(
    '/api/users/participation',
    { schema: { tags, response: { 200: apiSuccessSchema(participationResponseSchema) } } },
    async (request) => ok(await contacts.participationOf(app, request.auth!)),
  );
};
