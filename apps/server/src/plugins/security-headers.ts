import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Conservative headers for every answer; the API docs page needs inline styles and scripts. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (!request.url.startsWith('/api/docs')) {
      reply.header(
        'Content-Security-Policy',
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
      );
    }
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
});
