/**
 * The server `npm run bench` measures (scripts/bench.mjs starts it as a child process): the real
 * application on PORT, exactly as `npm start` builds it (and run from its bundle, as `npm start` runs it), and beside it, on PORT + 1, the baselines of
 * the same run: a bare Fastify JSON route, a one-row primary-key read through the same database
 * driver (the same pool or PGlite instance the application uses) and a bare argon2id hash.
 * When listening it tells its parent, over IPC, the ids the benchmark reads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../config.ts';
import { accessCookie } from '../lib/cookies.ts';
import { hashPassword } from '../lib/password.ts';
import { startServer } from '../server.ts';
import { serverRoot } from '../server-root.ts';
import { findBenchTargets } from './load/bench-targets.ts';
import { benchUserEmail, loadPassword } from './load/generate.ts';
import { findManyUsers, prepareBaselineRows } from './load/many-users.ts';

/** How many rows the spread baselines (one-row read, one-row UPDATE) go over. */
const baselineRows = 10_000;

type Queryable = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

async function main() {
  const version = JSON.parse(readFileSync(path.join(serverRoot, '../../package.json'), 'utf8')).version;
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
  // The many-users scenario's baselines: each request reads or updates another row.
  const manyCount = Number(process.env.BENCH_MANY_USERS ?? 0);
  const many = manyCount
    ? await findManyUsers(
        db,
        manyCount,
        (s, u, now) => server.app.accessTokens.issue(s, u, now),
        accessCookie,
      )
    : undefined;
  if (many) await prepareBaselineRows(db, baselineRows);
  const userIds = many
    ? (
        (await client.query('select id from users order by id limit $1', [baselineRows])).rows as {
          id: string;
        }[]
      ).map((r) => r.id)
    : [];
  let nextRead = 0;
  let nextUpdate = 0;
  baseline.get('/one-row-many', async () => {
    nextRead = (nextRead + 1) % userIds.length;
    const { rows } = await client.query('select id, email, first_name from users where id = $1', [
      userIds[nextRead],
    ]);
    return rows[0];
  });
  baseline.post('/update-many', async () => {
    nextUpdate = (nextUpdate % baselineRows) + 1;
    await client.query('update bench_rows set n = n + 1 where id = $1', [nextUpdate]);
    return { updated: nextUpdate };
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
    many,
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
