import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { ok } from '../../lib/reply.ts';
import { perIpLimit } from './auth.routes.ts';
import * as links from './email-links.service.ts';

const endpoints = contract.auth;

export const emailLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.forgotPassword, { config: perIpLimit(5, 15) }, async (request) =>
    ok(await links.forgotPassword(app, request.body.email)),
  );
  registerEndpoint(app, endpoints.resetPassword, { config: perIpLimit(10, 15) }, async (request) =>
    ok(await links.resetPassword(app, request.body)),
  );
  registerEndpoint(app, endpoints.verifyEmail, { config: perIpLimit(20, 15) }, async (request) =>
    ok(await links.verifyEmail(app, request.body.token)),
  );
  registerEndpoint(
    app,
    endpoints.resendVerification,
    { preHandler: app.authenticate, config: perIpLimit(5, 15) },
    async (request) => ok(await links.resendVerification(app, request.auth!.userId)),
  );
};
