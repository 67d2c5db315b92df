import { apiSuccessSchema, healthResponseSchema } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { readHealth } from './health.service.ts';

const response = { 200: apiSuccessSchema(healthResponseSchema) };

/**
 * `GET /api/health` and `GET /api/tournaments/health` answer the same report: the status page
 * reads the first, the tournament client the second. Always 200 while the process can answer;
 * the report itself says degraded.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ version: string; environment: string }> = async (
  app,
  opts,
) => {
  for (const url of ['/api/health', '/api/tournaments/health']) {
    app.get(
      url,
      { schema: { tags: ['health'], summary: 'Service health', response }, logLevel: 'warn' },
      async () => ok(await readHealth(app, opts)),
    );
  }
};
