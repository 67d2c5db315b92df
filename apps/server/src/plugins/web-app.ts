import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app from one process with the API. Hashed assets are cached for a year;
 * index.html never, so a deploy is picked up on the next navigation. Unknown non-API paths get
 * index.html and the client router decides (it sends unknown routes to /landing).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const index = path.join(opts.distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ distDir: opts.distDir }, 'web app not built; only the API is served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    if (path.extname(request.url.split('?')[0] ?? '') !== '') return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
