import {
  apiSuccessSchema,
  createdGameResponseSchema,
  createGameFromTemplateRequestSchema,
  messageResponseSchema,
  quickLocationInputSchema,
  quickLocationMessages,
  quickLocationResponseSchema,
  quickLocationsResponseSchema,
  reorderQuickLocationsRequestSchema,
  templateInputSchema,
  templateResponseSchema,
  templatesResponseSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import * as locations from './quick-locations.service.ts';
import * as templates from './templates.service.ts';

const params = z.object({ id: z.uuid({ error: 'Template not found' }) });
const templateResponse = { 200: apiSuccessSchema(templateResponseSchema) };

export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const tags = ['templates'];

  app.get(
    '/api/templates',
    { schema: { tags, response: { 200: apiSuccessSchema(templatesResponseSchema) } } },
    async (request) => ok({ templates: await templates.listMine(app, request.auth!) }),
  );
  app.get(
    '/api/templates/public',
    { schema: { tags, response: { 200: apiSuccessSchema(templatesResponseSchema) } } },
    async (request) => ok({ templates: await templates.listPublic(app, request.auth!) }),
  );
  app.get('/api/templates/:id', { schema: { tags, params, response: templateResponse } }, async (request) =>
    ok({ template: await templates.getTemplate(app, request.auth!, request.params.id) }),
  );
  app.post(
    '/api/templates',
    {
      schema: {
        tags,
        body: templateInputSchema,
        response: { 201: apiSuccessSchema(templateResponseSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok({ template: await templates.createTemplate(app, request.auth!, request.body) })),
  );
  app.put(
    '/api/templates/:id',
    { schema: { tags, params, body: templateInputSchema, response: templateResponse } },
    async (request) =>
      ok({ template: await templates.updateTemplate(app, request.auth!, request.params.id, request.body) }),
  );
  app.delete(
    '/api/templates/:id',
    { schema: { tags, params, response: { 200: apiSuccessSchema(messageResponseSchema) } } },
    async (request) => {
      await templates.deleteTemplate(app, request.auth!, request.params.id);
      return ok({ message: 'Template deleted' });
    },
  );
  app.post(
    '/api/templates/:id/create-game',
    {
      schema: {
        tags,
        params,
        body: createGameFromTemplateRequestSchema,
        response: { 201: apiSuccessSchema(createdGameResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        ok({
          game: await templates.createGameFromTemplate(app, request.auth!, request.params.id, request.body),
        }),
      ),
  );
};

export const quickLocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const tags = ['quick locations'];
  const listResponse = { 200: apiSuccessSchema(quickLocationsResponseSchema) };
  const oneResponse = { 200: apiSuccessSchema(quickLocationResponseSchema) };

  app.get('/api/users/quick-locations', { schema: { tags, response: listResponse } }, async (request) =>
    ok({ quickLocations: await locations.list(app, request.auth!) }),
  );
  app.post(
    '/api/users/quick-locations',
    {
      schema: {
        tags,
        body: quickLocationInputSchema,
        response: { 201: apiSuccessSchema(quickLocationResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok({ quickLocation: await locations.add(app, request.auth!, request.body) })),
  );
  // Registered before /:id so "reorder" is never read as an id.
  app.put(
    '/api/users/quick-locations/reorder',
    { schema: { tags, body: reorderQuickLocationsRequestSchema, response: listResponse } },
    async (request) => ok({ quickLocations: await locations.reorder(app, request.auth!, request.body.ids) }),
  );
  app.put(
    '/api/users/quick-locations/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid({ error: 'Quick location not found' }) }),
        body: quickLocationInputSchema,
        response: oneResponse,
      },
    },
    async (request) =>
      ok({ quickLocation: await locations.update(app, request.auth!, request.params.id, request.body) }),
  );
  app.delete(
    '/api/users/quick-locations/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid({ error: 'Quick location not found' }) }),
        response: { 200: apiSuccessSchema(messageResponseSchema) },
      },
    },
    async (request) => {
      await locations.remove(app, request.auth!, request.params.id);
      return ok({ message: quickLocationMessages.deleted });
    },
  );
};
