import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
        description:
          'Every answer is the envelope {success, data} or {success: false, error: {message, fields?}}.',
        version: opts.version,
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  if (!opts.enabled) return;
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
