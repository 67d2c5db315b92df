import {
  apiSuccessSchema,
  authMessages,
  authUserResponseSchema,
  capabilitiesSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  updateProfileRequestSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import * as auth from './auth.service.ts';
import { closeSession, refreshSession } from './session-tokens.service.ts';

export const perIpLimit = (max: number, minutes: number) => ({
  rateLimit: { max, timeWindow: minutes * 60_000 },
});
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        body: registerRequestSchema,
        response: { 201: apiSuccessSchema(authUserResponseSchema) },
      },
      config: perIpLimit(20, 60),
    },
    async (request, reply) => {
      const user = await auth.register(app, request, reply, request.body);
      return reply.status(201).send(ok({ user }));
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: { tags, body: loginRequestSchema, response: { 200: apiSuccessSchema(loginResponseSchema) } },
      config: perIpLimit(30, 15),
    },
    async (request, reply) => ok(await auth.login(app, request, reply, request.body)),
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, response: { 200: apiSuccessSchema(messageResponseSchema) } } },
    async (request, reply) => {
      await closeSession(app, request, reply);
      return ok({ message: authMessages.signedOut });
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: { tags, response: { 200: apiSuccessSchema(authUserResponseSchema) } },
      config: perIpLimit(120, 15),
    },
    async (request, reply) => {
      const userId = await refreshSession(app, request, reply);
      return ok({ user: auth.toPublicUser(await auth.currentUser(app, userId)) });
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: { tags, response: { 200: apiSuccessSchema(authUserResponseSchema) } },
      preHandler: app.authenticate,
    },
    async (request) => ok({ user: auth.toPublicUser(await auth.currentUser(app, request.auth!.userId)) }),
  );

  app.get(
    '/api/auth/capabilities',
    {
      schema: { tags, response: { 200: apiSuccessSchema(capabilitiesSchema) } },
      preHandler: app.authenticate,
    },
    async (request) => ok(await auth.capabilities(app, request.auth!.userId)),
  );

  app.patch(
    '/api/auth/profile',
    {
      schema: {
        tags,
        body: updateProfileRequestSchema,
        response: { 200: apiSuccessSchema(authUserResponseSchema) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok({ user: await auth.updateProfile(app, request.auth!.userId, request.body, request.ip) }),
  );

  app.post(
    '/api/auth/change-password',
    {
      schema: {
        tags,
        body: changePasswordRequestSchema,
        response: { 200: apiSuccessSchema(messageResponseSchema) },
      },
      preHandler: app.authenticate,
      config: perIpLimit(10, 15),
    },
    async (request) => ok(await auth.changePassword(app, request.auth!, request.body, request.ip)),
  );
};
