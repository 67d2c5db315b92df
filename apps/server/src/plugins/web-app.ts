import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app from one process with the API. Hashed assets are cached for a year;
 * index.html never, so a deploy is picked up on the next navigation. Each text file is sent as the
 * brotli or gzip copy the build wrote beside it (apps/web/scripts/precompress.mjs, decision 0034)
 * when the browser takes it. Unknown non-API paths get
 * index.html and the client router decides (it sends unknown routes to /landing).
 */
type WebAppOptions = {
  distDir: string;
  /** Rewrites index.html's head for a path that has its own preview card (share links), or null. */
  headFor?: (url: string, html: string) => Promise<string | null>;
};

export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const index = path.join(opts.distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ distDir: opts.distDir }, 'web app not built; only the API is served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    if (path.extname(request.url.split('?')[0] ?? '') !== '') return reply.callNotFound();
    const html = opts.headFor ? await opts.headFor(request.url, await readFile(index, 'utf8')) : null;
    if (html !== null)
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
