import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
        description:
          'Every answer is the envelope {success, data} or {success: false, error: {message, fields?}}.',
        version: opts.version,
      },
      servers: [{ url: '/' }],
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      if (!input.route.config?.idempotencyKey) return out;
      // The writes that take an Idempotency-Key say so (docs/api.md, "Safe retries").
      const schema = out.schema as Record<string, unknown>;
      const headers = (schema.headers ?? { type: 'object', properties: {} }) as {
        properties: Record<string, unknown>;
      };
      headers.properties['Idempotency-Key'] = {
        type: 'string',
        maxLength: 255,
        description: idempotencyDescription,
      };
      return { ...out, schema: { ...schema, headers } };
    },
  });
  if (!opts.enabled) return;
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
