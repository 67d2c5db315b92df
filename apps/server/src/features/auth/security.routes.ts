import {
  apiSuccessSchema,
  authMessages,
  messageResponseSchema,
  revokedSessionsResponseSchema,
  sessionsResponseSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorTokenSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies } from '../../lib/cookies.ts';
import { ok } from '../../lib/reply.ts';
import { perIpLimit } from './auth.routes.ts';
import * as sessions from './sessions.service.ts';
import * as twoFactor from './two-factor.service.ts';

const tags = ['account security'];

/** Two-factor authentication and the list of signed-in devices. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/api/auth/2fa/setup',
    { schema: { tags, response: { 200: apiSuccessSchema(twoFactorSetupResponseSchema) } } },
    async (request) => ok(await twoFactor.setupTwoFactor(app, request.auth!.userId)),
  );
  app.post(
    '/api/auth/2fa/verify',
    {
      schema: {
        tags,
        body: twoFactorTokenSchema,
        response: { 200: apiSuccessSchema(twoFactorEnableResponseSchema) },
      },
      config: perIpLimit(10, 15),
    },
    async (request) => ok(await twoFactor.enableTwoFactor(app, request.auth!.userId, request.body.token)),
  );
  app.post(
    '/api/auth/2fa/disable',
    {
      schema: {
        tags,
        body: twoFactorTokenSchema,
        response: { 200: apiSuccessSchema(messageResponseSchema) },
      },
      config: perIpLimit(10, 15),
    },
    async (request) => ok(await twoFactor.disableTwoFactor(app, request.auth!.userId, request.body.token)),
  );

  app.get(
    '/api/auth/sessions',
    { schema: { tags, response: { 200: apiSuccessSchema(sessionsResponseSchema) } } },
    async (request) => ok({ sessions: await sessions.listSessions(app, request.auth!) }),
  );
  app.delete(
    '/api/auth/sessions/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid({ message: 'Unknown session' }) }),
        response: { 200: apiSuccessSchema(messageResponseSchema) },
      },
    },
    async (request, reply) => {
      await sessions.revokeOne(app, request.auth!.userId, request.params.id);
      if (request.params.id === request.auth!.sessionId) clearSessionCookies(request, reply);
      return ok({ message: authMessages.sessionSignedOut });
    },
  );
  app.delete(
    '/api/auth/sessions',
    { schema: { tags, response: { 200: apiSuccessSchema(revokedSessionsResponseSchema) } } },
    async (request) => ok({ revoked: await sessions.revokeOthers(app, request.auth!) }),
  );
};
