import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorAnswers } from './error-answers.ts';

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
    // schemas become JSON Schema as the success answers do.
    transform: (document) => {
      const route = document.route as RouteOptions;
      const schema = document.schema as Record<string, unknown> | undefined;
      if (!schema || schema.hide) return jsonSchemaTransform(document);
      const errors = errorAnswers(route);
      return jsonSchemaTransform({
        ...document,
        schema: {
          ...schema,
          ...(errors.description ? { description: errors.description } : {}),
          response: { ...(schema.response as object | undefined), ...errors.responses },
        },
      } as typeof document);
    },
  });
  if (!opts.enabled) return;
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
