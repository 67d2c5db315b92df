import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const oneYear = 365 * 24 * 60 * 60;

/**
 * Features the app uses, from its own pages only (the TV clock's full screen and wake lock); every
 * other powerful feature is off for the page and anything it might embed.
 */
export const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), ' +
  'payment=(), usb=(), fullscreen=(self), screen-wake-lock=(self)';

/**
 * Conservative headers for every answer; the API docs page needs inline styles and scripts.
 * `connect-src` names only our own origin: 'self' for fetch, and PUBLIC_URL's ws/wss origin for
 * Socket.IO (spelled out, as older browsers do not count ws: under 'self'). The policy comes from
 * the configuration alone, never from the request: a Host header cannot add a source to it
 * (docs/security.md, "Transport, headers and API documentation"). HSTS goes out whenever the app is
 * served over HTTPS: PUBLIC_URL is https, or the request came over HTTPS (directly or through a
 * trusted proxy's X-Forwarded-Proto). `worker-src` and `manifest-src` name the installable app's
 * service worker and manifest (docs/offline.md), both our own files.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const publicOrigin = new URL(opts.publicUrl);
  const publicIsHttps = publicOrigin.protocol === 'https:';
  const socketOrigin = `${publicIsHttps ? 'wss' : 'ws'}://${publicOrigin.host}`;
  const contentSecurityPolicy = `default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self' ${socketOrigin}; worker-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'`;
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', permissionsPolicy);
    if (publicIsHttps || request.protocol === 'https') {
      reply.header('Strict-Transport-Security', `max-age=${oneYear}; includeSubDomains`);
    }
    if (!request.url.startsWith('/api/docs')) reply.header('Content-Security-Policy', contentSecurityPolicy);
    // Every /api answer, and every refusal anywhere (an old or forged calendar feed URL, outside
    // /api, used to go out with no Cache-Control at all): nothing a cache could keep and replay.
    if (request.url.startsWith('/api/') || reply.statusCode >= 400) reply.header('Cache-Control', 'no-store');
  });
});
