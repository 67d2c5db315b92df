import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const oneYear = 365 * 24 * 60 * 60;

/**
 * Conservative headers for every answer; the API docs page needs inline styles and scripts.
 * `connect-src` names only our own origin: 'self' for fetch, and the same origin's ws/wss for
 * Socket.IO (spelled out, as older browsers do not count ws: under 'self'). HSTS goes out whenever
 * the app is served over HTTPS: PUBLIC_URL is https, or the request came over HTTPS (directly or
 * through a trusted proxy's X-Forwarded-Proto). `worker-src` and `manifest-src` name the installable
 * app's service worker and manifest (docs/offline.md), both our own files. See docs/security.md.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const publicOrigin = new URL(opts.publicUrl);
  const publicIsHttps = publicOrigin.protocol === 'https:';
  const socketOrigin = `${publicIsHttps ? 'wss' : 'ws'}://${publicOrigin.host}`;
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (publicIsHttps || request.protocol === 'https') {
      reply.header('Strict-Transport-Security', `max-age=${oneYear}; includeSubDomains`);
    }
    if (!request.url.startsWith('/api/docs')) {
      reply.header(
        'Content-Security-Policy',
        `default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self' ${socketOrigin}${sameHostSocket(request, socketOrigin)}; worker-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'`,
      );
    }
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
});

/**
 * The app may also be opened under another name than PUBLIC_URL (127.0.0.1, a LAN address); its
 * socket then connects to that same host, which is still our own origin.
 */
function sameHostSocket(request: { host: string; protocol: string }, publicSocket: string): string {
  if (!/^[A-Za-z0-9.\-[\]:]+$/.test(request.host)) return '';
  const own = `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`;
  return own === publicSocket ? '' : ` ${own}`;
}
