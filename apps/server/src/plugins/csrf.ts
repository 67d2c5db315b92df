import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
export const csrfMessage = 'Cross-site request refused';

/**
 * Cookie-authenticated writes need proof they come from our own pages: the custom header
 * `X-Requested-With: XMLHttpRequest` (a cross-site form cannot send it, and a cross-site fetch that
 * sets it needs a CORS preflight we never grant), and, when the browser sends an Origin, our origin.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  const allowed = new Set([new URL(app.config.publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin && origin !== ownOrigin && !allowed.has(origin)) throw forbidden(csrfMessage);
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw forbidden(csrfMessage);
  });
});
