import {
  apiSuccessSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { perIpLimit } from './auth.routes.ts';
import * as links from './email-links.service.ts';

const tags = ['auth'];
const response = { 200: apiSuccessSchema(messageResponseSchema) };

export const emailLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/forgot-password',
    { schema: { tags, body: forgotPasswordRequestSchema, response }, config: perIpLimit(5, 15) },
    async (request) => ok(await links.forgotPassword(app, request.body.email)),
  );
  app.post(
    '/api/auth/reset-password',
    { schema: { tags, body: resetPasswordRequestSchema, response }, config: perIpLimit(10, 15) },
    async (request) => ok(await links.resetPassword(app, request.body)),
  );
  app.post(
    '/api/auth/verify-email',
    { schema: { tags, body: verifyEmailRequestSchema, response }, config: perIpLimit(20, 15) },
    async (request) => ok(await links.verifyEmail(app, request.body.token)),
  );
  app.post(
    '/api/auth/resend-verification',
    { schema: { tags, response }, preHandler: app.authenticate, config: perIpLimit(5, 15) },
    async (request) => ok(await links.resendVerification(app, request.auth!.userId)),
  );
};
