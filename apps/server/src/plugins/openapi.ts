import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorAnswers } from './error-answers.ts';

const idempotencyDescription =
  'Optional. One value per user action, reused when the same request is retried: the first answer ' +
  'is kept 24 hours and replayed (header Idempotent-Replayed: true); the same key with a different ' +
  'request is refused with 422, and while the first request is still running the retry gets 409.';

/**
 * The OpenAPI description is generated from the same zod schemas the routes validate with. It and
 * the Swagger UI are served only when `enabled` (API_DOCS; by default everywhere but production),
 * so a deployment does not advertise its whole API surface unless the operator chooses to.
 */
export const openapiPlugin = fp(async (app: FastifyInstance, opts: { version: string; enabled: boolean }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PokerHome API',
        description: [
          'Every answer is the envelope {success, data} or {success: false, error: {message, code, fields?}}.',
          'Each operation lists its error answers with the codes they carry; the rules its service checks beyond the schemas are in its description.',
          'A method a path does not have answers 405 with `Allow`; an unknown query parameter is refused with a 400 naming it (docs/api.md).',
        ].join(' '),
        version: opts.version,
      },
      servers: [{ url: '/' }],
    },
    // Each operation's error answers are derived from its route (error-answers.ts), then the zod
    // schemas become JSON Schema as the success answers do; the writes that take an
    // Idempotency-Key say so (docs/api.md, "Safe retries").
    transform: (document) => {
      const route = document.route as RouteOptions;
      const schema = document.schema as Record<string, unknown> | undefined;
      if (!schema || schema.hide) return jsonSchemaTransform(document);
      const errors = errorAnswers(route);
      const out = jsonSchemaTransform({
        ...document,
        schema: {
          ...schema,
          ...(errors.description ? { description: errors.description } : {}),
          response: { ...(schema.response as object | undefined), ...errors.responses },
        },
      } as typeof document);
      if (!route.config?.idempotencyKey) return out;
      const described = out.schema as Record<string, unknown>;
      const headers = (described.headers ?? { type: 'object', properties: {} }) as {
        properties: Record<string, unknown>;
      };
      headers.properties['Idempotency-Key'] = {
        type: 'string',
        maxLength: 255,
        description: idempotencyDescription,
      };
      return { ...out, schema: { ...described, headers } };
    },
  });
  if (!opts.enabled) return;
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
