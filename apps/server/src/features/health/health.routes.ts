import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { ok } from '../../lib/reply.ts';
import { readHealth } from './health.service.ts';

/**
 * `GET /api/health` and `GET /api/tournaments/health` answer the same report: the status page
 * reads the first, the tournament client the second. Always 200 while the process can answer;
 * the report itself says degraded.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ version: string; environment: string }> = async (
  app,
  opts,
) => {
  for (const endpoint of [contract.operations.health, contract.operations.tournamentsHealth]) {
    registerEndpoint(app, endpoint, { logLevel: 'warn' }, async () => ok(await readHealth(app, opts)));
  }
};
