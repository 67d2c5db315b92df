import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { ok } from '../../lib/reply.ts';
import { dashboard } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, contract.dashboard.stats, { preHandler: app.authenticate }, async (request) =>
    ok(await dashboard(app, request.auth!)),
  );
};
