import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { ServiceUnreachableError } from './db/reachability.ts';
import { startServer } from './server.ts';
import { serverRoot } from './server-root.ts';

const version = JSON.parse(readFileSync(path.join(serverRoot, '../../package.json'), 'utf8')).version;
const shutdownTimeoutMs = 15_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, version);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof ServiceUnreachableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  server.app.log.info(
    `PokerHome ${version} (${config.env}) listening on ${config.publicUrl}, bound to ${config.host} (database: ${database})`,
  );
  // Production batches the log in 4 KB writes: the person who just ran `npm start` sees this line now.
  (server.app.log as { flush?: () => void }).flush?.();

  // SIGTERM: stop accepting, let in-flight requests finish, close the database, exit 0.
  const shutdown = (signal: string) => {
    server.app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      server.app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    server.stop().then(
      () => process.exit(0),
      (error) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
