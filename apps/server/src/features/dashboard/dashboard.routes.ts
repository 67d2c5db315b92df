import { apiSuccessSchema, dashboardResponseSchema } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { dashboard } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/stats',
    {
      schema: { tags: ['dashboard'], response: { 200: apiSuccessSchema(dashboardResponseSchema) } },
      preHandler: app.authenticate,
    },
    async (request) => ok(await dashboard(app, request.auth!)),
  );
};
