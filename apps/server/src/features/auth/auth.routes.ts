import { authMessages, contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { created, ok } from '../../lib/reply.ts';
import * as auth from './auth.service.ts';
import { closeSession, refreshSession } from './session-tokens.service.ts';

export const perIpLimit = (max: number, minutes: number) => ({
  rateLimit: { max, timeWindow: minutes * 60_000 },
});
const endpoints = contract.auth;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.register, { config: perIpLimit(20, 60) }, async (request, reply) => {
    const user = await auth.register(app, request, reply, request.body);
    return created(reply, { user });
  });

  registerEndpoint(app, endpoints.login, { config: perIpLimit(30, 15) }, async (request, reply) =>
    ok(await auth.login(app, request, reply, request.body)),
  );

  registerEndpoint(app, endpoints.logout, async (request, reply) => {
    await closeSession(app, request, reply);
    return ok({ message: authMessages.signedOut });
  });

  registerEndpoint(app, endpoints.refresh, { config: perIpLimit(120, 15) }, async (request, reply) => {
    const userId = await refreshSession(app, request, reply);
    return ok({ user: auth.toPublicUser(await auth.currentUser(app, userId)) });
  });

  registerEndpoint(app, endpoints.me, { preHandler: app.authenticate }, async (request) =>
    ok({ user: auth.toPublicUser(await auth.currentUser(app, request.auth!.userId)) }),
  );

  registerEndpoint(app, endpoints.capabilities, { preHandler: app.authenticate }, async (request) =>
    ok(await auth.capabilities(app, request.auth!.userId)),
  );

  registerEndpoint(app, endpoints.updateProfile, { preHandler: app.authenticate }, async (request) =>
    ok({ user: await auth.updateProfile(app, request.auth!.userId, request.body, request.ip) }),
  );

  registerEndpoint(
    app,
    endpoints.changePassword,
    { preHandler: app.authenticate, config: perIpLimit(10, 15) },
    async (request) => ok(await auth.changePassword(app, request.auth!, request.body, request.ip)),
  );
};
