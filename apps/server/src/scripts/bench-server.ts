/**
 * The server `npm run bench` measures (scripts/bench.mjs starts it as a child process): the real
 * application on PORT, exactly as `npm start` builds it, and beside it, on PORT + 1, the baselines of
 * the same run: a bare Fastify JSON route, a one-row primary-key read through the same database
 * driver (the same pool or PGlite instance the application uses) and a bare argon2id hash.
 * When listening it tells its parent, over IPC, the ids the benchmark reads.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { loadConfig } from '../config.ts';
import { hashPassword } from '../lib/password.ts';
import { startServer } from '../server.ts';
import { findBenchTargets } from './load/bench-targets.ts';
import { benchUserEmail, loadPassword } from './load/generate.ts';

type Queryable = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

async function main() {
  const version = JSON.parse(
    readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
  ).version;
  const config = loadConfig(process.env, version);
  const server = await startServer(config);
  const db = server.app.db;
  const targets = await findBenchTargets(db);

  // The baselines: the same process, the same driver, nothing of the application's.
  const client = (db as unknown as { $client: Queryable }).$client;
  const baseline = Fastify({ logger: false });
  baseline.get('/bare', async () => ({ hello: 'world' }));
  baseline.get('/one-row', async () => {
    const { rows } = await client.query('select id, email, first_name from users where id = $1', [
      targets.userId,
    ]);
    return rows[0];
  });
  baseline.get('/argon2', async () => ({ hash: (await hashPassword(loadPassword)).length }));
  await baseline.listen({ port: config.port + 1, host: config.host });

  process.send?.({
    ready: true,
    email: benchUserEmail,
    password: loadPassword,
    gameId: targets.gameId,
    ledgerGameId: targets.ledgerGameId,
    tournamentId: targets.tournamentId,
    rsvpGameId: targets.rsvpGameId,
  });
  const stop = () => {
    Promise.all([baseline.close(), server.stop()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('disconnect', stop);
}

main().catch((error) => {
  console.error('Bench server failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
