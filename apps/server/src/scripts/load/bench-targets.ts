import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { benchUserEmail } from './generate.ts';

/** What the benchmarks read on a load database: the benchmark user and one game of each kind. */
export async function findBenchTargets(db: Db) {
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
    where g.host_id = ${bench.id} and t.status in ('active', 'paused') order by t.id limit 1`);
  // A seat the benchmark user answered (declining and accepting it in turn changes it each time,
  // whether the table has a seat left or not).
  const seat = await one<{ id: string }>(sql`
    select g.id from games g join game_participants p on p.game_id = g.id
    where p.user_id = ${bench.id} and p.status in ('accepted', 'declined', 'waitlisted')
      and g.host_id <> ${bench.id}
      and g.status = 'scheduled' and g.scheduled_date > now() order by g.scheduled_date limit 1`);
  return {
    userId: bench.id,
    gameId: game?.id,
    ledgerGameId: finished?.id,
    tournamentId: tournament?.id,
    rsvpGameId: seat?.id,
  };
}
