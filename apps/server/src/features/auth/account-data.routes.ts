import { apiSuccessSchema, deleteAccountRequestSchema, messageResponseSchema } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { deleteAccount, exportData } from './account-data.service.ts';

const tags = ['account data'];

export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  // A file download, so the JSON document itself is the answer (no envelope).
  app.get(
    '/api/auth/export',
    { schema: { tags, summary: 'Download all of my data (JSON)' } },
    async (request, reply) => {
      const data = await exportData(app, request.auth!);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Disposition', `attachment; filename="pokerhome-data-${day}.json"`)
        .type('application/json')
        .send(JSON.stringify(data, null, 2));
    },
  );
  app.delete(
    '/api/auth/account',
    {
      schema: {
        tags,
        body: deleteAccountRequestSchema,
        response: { 200: apiSuccessSchema(messageResponseSchema) },
      },
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
    },
    async (request, reply) =>
      ok(await deleteAccount(app, request, reply, request.auth!.userId, request.body.password)),
  );
};
