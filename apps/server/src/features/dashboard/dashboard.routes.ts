import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { ok } from '../../lib/reply.ts';
import { dashboard, personalStats } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Remembered per reader and checked against the change log (docs/read-cache.md).
  registerEndpoint(app, contract.dashboard.stats, { preHandler: app.authenticate }, async (request, reply) =>
    app.readCache.answer(request, reply, {
      scopes: [],
      load: async () => ok(await dashboard(app, request.auth!)),
    }),
  );
  // Not remembered: read on the profile page only, not on every visit.
  registerEndpoint(app, contract.dashboard.personalStats, { preHandler: app.authenticate }, async (request) =>
    ok(await personalStats(app, request.auth!)),
  );
};
