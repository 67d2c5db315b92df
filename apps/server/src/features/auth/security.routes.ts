import { authMessages, contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookies } from '../../lib/cookies.ts';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import { perIpLimit } from './auth.routes.ts';
import * as sessions from './sessions.service.ts';
import * as twoFactor from './two-factor.service.ts';

const endpoints = contract.auth;

/** Two-factor authentication and the list of signed-in devices. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  registerEndpoint(app, endpoints.twoFactorSetup, async (request) =>
    ok(await twoFactor.setupTwoFactor(app, request.auth!.userId)),
  );
  registerEndpoint(app, endpoints.twoFactorEnable, { config: perIpLimit(10, 15) }, async (request) =>
    ok(await twoFactor.enableTwoFactor(app, request.auth!.userId, request.body.token)),
  );
  registerEndpoint(app, endpoints.twoFactorDisable, { config: perIpLimit(10, 15) }, async (request) =>
    ok(await twoFactor.disableTwoFactor(app, request.auth!.userId, request.body.token)),
  );

  registerEndpoint(app, endpoints.sessions, async (request) =>
    ok({ sessions: await sessions.listSessions(app, request.auth!) }),
  );
  registerEndpoint(app, endpoints.revokeSession, async (request, reply) => {
    await sessions.revokeOne(app, request.auth!.userId, request.params.id);
    if (request.params.id === request.auth!.sessionId) clearSessionCookies(request, reply);
    return ok({ message: authMessages.sessionSignedOut });
  });
  registerEndpoint(app, endpoints.revokeOtherSessions, async (request) =>
    ok({ revoked: await sessions.revokeOthers(app, request.auth!) }),
  );
};
