/**
 * The server `npm run bench` measures (scripts/bench.mjs starts it as a child process): the real
 * application on PORT, exactly as `npm start` builds it, and beside it, on PORT + 1, the baselines of
 * the same run: a bare Fastify JSON route, a one-row primary-key read through the same database
 * driver (the same pool or PGlite instance the application uses) and a bare argon2id hash.
 * When listening it tells its parent, over IPC, the ids the benchmark reads.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../config.ts';
import { rowsOf } from '../db/rows.ts';
import { hashPassword } from '../lib/password.ts';
import { startServer } from '../server.ts';
import { benchUserEmail, loadPassword } from './load/generate.ts';

type Queryable = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

async function main() {
  const version = JSON.parse(
    readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
  ).version;
  const config = loadConfig(process.env, version);
  const server = await startServer(config);
  const db = server.app.db;
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0];

  const bench = await one<{ id: string }>(sql`select id from users where email = ${benchUserEmail}`);
  if (!bench) throw new Error('no load database here: run npm run seed:load first');
  const game = await one<{ id: string }>(sql`
    select id from games where host_id = ${bench.id} and status = 'scheduled' and scheduled_date > now()
    order by scheduled_date limit 1`);
  const finished = await one<{ id: string }>(sql`
    select g.id from games g join tournaments t on t.game_id = g.id
    where g.host_id = ${bench.id} and t.status = 'completed' order by g.scheduled_date desc limit 1`);
  const tournament = await one<{ id: string }>(sql`
    select t.id from tournaments t join games g on g.id = t.game_id
    where g.host_id = ${bench.id} and t.status = 'active' limit 1`);
  const seat = await one<{ id: string }>(sql`
    select g.id from games g join game_participants p on p.game_id = g.id
    where p.user_id = ${bench.id} and p.status = 'accepted' and g.host_id <> ${bench.id}
      and g.status = 'scheduled' and g.scheduled_date > now() order by g.scheduled_date limit 1`);

  // The baselines: the same process, the same driver, nothing of the application's.
  const client = (db as unknown as { $client: Queryable }).$client;
  const baseline = Fastify({ logger: false });
  baseline.get('/bare', async () => ({ hello: 'world' }));
  baseline.get('/one-row', async () => {
    const { rows } = await client.query('select id, email, first_name from users where id = $1', [bench.id]);
    return rows[0];
  });
  baseline.get('/argon2', async () => ({ hash: (await hashPassword(loadPassword)).length }));
  await baseline.listen({ port: config.port + 1, host: config.host });

  process.send?.({
    ready: true,
    email: benchUserEmail,
    password: loadPassword,
    gameId: game?.id,
    ledgerGameId: finished?.id,
    tournamentId: tournament?.id,
    rsvpGameId: seat?.id,
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
