import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type SuggestionRow = {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  email: string;
  gamesPlayed: number;
  sharedGames: number;
};

const seated = sql.raw(`('accepted', 'confirmed', 'eliminated')`);

/**
 * The games `me` shares with others: hosted, or seated in. Two indexed halves joined by `union`, so
 * the cost follows the user's own history, not the size of the database.
 */
const myGames = (me: string) => sql`
  select g.id from games g where g.host_id = ${me}
  union
  select p.game_id from game_participants p where p.user_id = ${me} and p.status in ${seated}`;

/** Games each user was seated in, and how many of them they shared with `me`. */
const columns = (me: string) => sql`
  u.id, u.first_name as "firstName", u.last_name as "lastName", u.username, u.email,
  (select count(*) from game_participants p where p.user_id = u.id and p.status in ${seated})::int as "gamesPlayed",
  (select count(distinct p.game_id) from game_participants p
     where p.user_id = u.id and p.status in ${seated}
       and p.game_id in (${myGames(me)}))::int as "sharedGames"`;

/**
 * Substring match over the accent-free search text, most shared games first, then by name. The
 * people `me` has played with are found from `me`'s games; the rest of the page comes from the users
 * in name order (users_name_idx), so a short, common needle stops after one page instead of counting
 * shared games for every match in the database.
 */
export async function searchUsers(db: Db, me: string, needle: string, limit: number) {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute(sql`
    with shared as (
      select p.user_id, count(distinct p.game_id) as n
      from game_participants p
      where p.game_id in (${myGames(me)}) and p.user_id is not null and p.user_id <> ${me}
        and p.status in ${seated}
      group by p.user_id
    ),
    known as (
      -- One primary-key read per co-player, never a pass over every user: "offset 0" keeps the
      -- planner from turning the lateral lookup into a hash join over the users table.
      select s.user_id as id from shared s
      cross join lateral (
        select first_name, last_name, search_text from users where id = s.user_id offset 0
      ) u
      where u.search_text like ${pattern}
      order by s.n desc, u.first_name, u.last_name
      limit ${limit}
    ),
    others as (
      select u.id from users u
      where u.id <> ${me} and u.search_text like ${pattern}
        and not exists (select 1 from shared s where s.user_id = u.id)
      order by u.first_name, u.last_name
      limit ${limit}
    ),
    page as (select id from known union all select id from others)
    select ${columns(me)} from page join users u on u.id = page.id
    order by "sharedGames" desc, u.first_name, u.last_name
    limit ${limit}`);
  return (result as unknown as { rows: SuggestionRow[] }).rows;
}

/** Empty query: the people `me` has played with most (hosted or sat at the same table). */
export async function frequentCoPlayers(db: Db, me: string, limit: number) {
  const result = await db.execute(sql`
    with together as (
      select p.user_id, count(distinct p.game_id) as n
      from game_participants p
      join games g on g.id = p.game_id
      where p.user_id is not null and p.user_id <> ${me} and p.status in ${seated}
        and (g.host_id = ${me} or exists (
          select 1 from game_participants mine
          where mine.game_id = p.game_id and mine.user_id = ${me} and mine.status in ${seated}))
      group by p.user_id
      order by n desc
      limit ${limit}
    )
    select ${columns(me)} from together t join users u on u.id = t.user_id
    order by t.n desc, u.first_name`);
  return (result as unknown as { rows: SuggestionRow[] }).rows;
}
