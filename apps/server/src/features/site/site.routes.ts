import {
  apiSuccessSchema,
  contactRequestSchema,
  messageResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterTokenRequestSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import * as site from './site.service.ts';

const tags = ['public site'];
const response = { 200: apiSuccessSchema(messageResponseSchema) };

/** Public: contact form and newsletter. Rate-limited per address of origin; small bodies only. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags,
        body: contactRequestSchema,
        response: { 201: apiSuccessSchema(messageResponseSchema) },
      },
      config: { rateLimit: { max: 5, timeWindow: 60 * 60_000 } },
      bodyLimit: 16 * 1024,
    },
    async (request, reply) => reply.status(201).send(ok(await site.contact(app, request.body, request.ip))),
  );
  app.post(
    '/api/newsletter/subscribe',
    {
      schema: { tags, body: newsletterSubscribeRequestSchema, response },
      config: { rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
    },
    async (request) => ok(await site.subscribe(app, request.body.email)),
  );
  app.post(
    '/api/newsletter/confirm',
    {
      schema: { tags, body: newsletterTokenRequestSchema, response },
      config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
    },
    async (request) => ok(await site.confirm(app, request.body.token)),
  );
  app.post(
    '/api/newsletter/unsubscribe',
    {
      schema: { tags, body: newsletterTokenRequestSchema, response },
      config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
    },
    async (request) => ok(await site.unsubscribe(app, request.body.token)),
  );
};
