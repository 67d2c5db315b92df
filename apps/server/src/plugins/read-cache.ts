import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReadCache, type ReadCache } from '../lib/read-cache/read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Remembered read answers, checked against the database's change log (docs/read-cache.md). */
    readCache: ReadCache;
  }
}

/** How long an answer may be sent again when nothing it shows has changed: the bound on time passing. */
const answerTtlMs = 30_000;
/** What the remembered answers of one instance may hold. */
const answerBytes = 64 * 1024 * 1024;

export const readCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = createReadCache({
    db: app.db,
    enabled: app.config.readCache,
    ttlMs: answerTtlMs,
    maxBytes: answerBytes,
  });
  app.decorate('readCache', cache);
  // The change log is kept only as long as an answer can need it.
  let horizon: string | undefined;
  const prune = () => {
    cache.prune(horizon).then(
      (next) => {
        horizon = next;
      },
      (error) => app.log.warn({ err: error }, 'could not prune the read cache change log'),
    );
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    prune();
    timer = setInterval(prune, cache.pruneEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
