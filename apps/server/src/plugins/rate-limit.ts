import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Per-IP limits on the routes that opt in (`config.rateLimit`): sign-in, registration, password
 * reset, two-factor, contact forms. Counters live in Redis when there is one, so every instance
 * shares them.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  // No offline queue: while Redis is away a count fails at once instead of holding the request.
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  // ioredis reconnects by itself; the real-time plugin logs Redis being away (and health shows it).
  redis?.on('error', () => undefined);
  await app.register(rateLimit, {
    global: false,
    // Redis away must not turn sign-in into 500s; the per-account lockout (database) still holds.
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${app.config.redisKeyPrefix ?? 'pokerhome'}-rl-` } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
});
