import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app from one process with the API. Hashed assets are cached for a year;
 * the page never, so a deploy is picked up on the next navigation. Each text file is sent as the
 * brotli or gzip copy the build wrote beside it (apps/web/scripts/precompress.mjs, decision 0034)
 * when the browser takes it. Unknown non-API paths get the page and the client router decides (it
 * sends unknown routes to /landing).
 *
 * Two pages, the same but for one line: index.html, and app.html, which also preloads the chunk of
 * the frame every page but the landing page loads (the query cache, the guards, the signed-in shell:
 * apps/web/build/first-screen-chunks.ts). The landing page gets index.html, so it fetches nothing it
 * does not run; every other path gets app.html, so that chunk arrives with the entry instead of after
 * it has run (decision 0034, "Later"). A build without app.html is served index.html throughout.
 */
type WebAppOptions = {
  distDir: string;
  /** Rewrites index.html's head for a path that has its own preview card (share links), or null. */
  headFor?: (url: string, html: string) => Promise<string | null>;
};

/** The paths that show the landing page: the one page that loads none of the signed-in frame. */
const landingPaths = new Set(['/', '/landing']);

export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const index = path.join(opts.distDir, 'index.html');
  const appPage = existsSync(path.join(opts.distDir, 'app.html')) ? 'app.html' : 'index.html';
  if (!existsSync(index)) {
    app.log.warn({ distDir: opts.distDir }, 'web app not built; only the API is served (run npm run build)');
    return;
  }
  // No route per file (`serve: false`): the build's 640 files made 1,300 routes at every start,
  // globbed and added to the router (80 ms of a test server's start). The one route below sends a
  // file through the plugin's `sendFile`, which keeps its path checks, its headers and its
  // precompressed copies, and answers an unknown file through the not-found handler.
  await app.register(fastifyStatic, {
    root: opts.distDir,
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    const pathname = request.url.split('?')[0] ?? '';
    // A file of the build (an asset, the icons, the service worker), by its decoded path.
    if (path.extname(pathname) !== '') return reply.sendFile(`/${(request.params as { '*': string })['*']}`);
    const page = landingPaths.has(pathname) ? 'index.html' : appPage;
    const html = opts.headFor
      ? await opts.headFor(request.url, await readFile(path.join(opts.distDir, page), 'utf8'))
      : null;
    if (html !== null)
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  });
});
