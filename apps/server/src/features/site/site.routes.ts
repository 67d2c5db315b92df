import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { created, ok } from '../../lib/reply.ts';
import * as site from './site.service.ts';

const endpoints = contract.site;
const perHour = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60 * 60_000 } } });
const perQuarterHour = { config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } } };

/** Public: contact form and newsletter. Rate-limited per address of origin; small bodies only. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.contact, { ...perHour(5), bodyLimit: 16 * 1024 }, async (request, reply) =>
    created(reply, await site.contact(app, request.body, request.ip)),
  );
  registerEndpoint(app, endpoints.subscribe, perHour(10), async (request) =>
    ok(await site.subscribe(app, request.body.email)),
  );
  registerEndpoint(app, endpoints.confirm, perQuarterHour, async (request) =>
    ok(await site.confirm(app, request.body.token)),
  );
  registerEndpoint(app, endpoints.unsubscribe, perQuarterHour, async (request) =>
    ok(await site.unsubscribe(app, request.body.token)),
  );
};
