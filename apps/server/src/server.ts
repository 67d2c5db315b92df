import type { FastifyServerOptions } from 'fastify';
import { type App, buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { ensureServicesReachable } from './db/reachability.ts';

export type RunningServer = { app: App; url: string; stop(): Promise<void> };

/**
 * The one start-up path, shared by `npm start` and the tests: check that the configured PostgreSQL
 * and Redis answer, lock the data directory (PGlite only), open the database, apply migrations, build the app and listen.
 */
export async function startServer(config: Config, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  await ensureServicesReachable(config);
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
    (error) => {
      lock?.release();
      throw error;
    },
  );
  try {
    await database.migrate();
    const app = await buildApp({ config, database, logger: options.logger });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    let stopping: Promise<void> | undefined;
    const server: RunningServer = {
      app,
      url: `http://127.0.0.1:${port}`,
      // Closing the app waits for in-flight requests and then runs the plugins' onClose hooks (the
      // job in hand, work after the reply, mail deliveries); only then is the database closed. Not
      // an onClose hook itself: Fastify runs those last-added first, so it would close the database
      // before every plugin's hook.
      stop: () => {
        stopping ??= app.close().finally(async () => {
          await database.close();
          lock?.release();
        });
        return stopping;
      },
    };
    return server;
  } catch (error) {
    await database.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
