import { seatedStatuses } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { rowsOf, sqlList } from '../../db/rows.ts';

export type SuggestionRow = {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  gamesPlayed: number;
  sharedGames: number;
};

const seated = sqlList(seatedStatuses);
/** The searcher, and the statements' other values: each statement is prepared once per database. */
const me = sql.placeholder('me');
const limit = sql.placeholder('limit');

/**
 * The games `me` shares with others: hosted, or seated in. Two indexed halves joined by `union`, so
 * the cost follows the user's own history, not the size of the database.
 */
const myGames = sql`
  select g.id from games g where g.host_id = ${me}
  union
  select p.game_id from game_participants p where p.user_id = ${me} and p.status in ${seated}`;

/** Games each user was seated in, and how many of them they shared with `me`. */
const columns = sql`
  u.id, u.first_name as "firstName", u.last_name as "lastName", u.username,
  (select count(*) from game_participants p where p.user_id = u.id and p.status in ${seated})::int as "gamesPlayed",
  (select count(distinct p.game_id) from game_participants p
     where p.user_id = u.id and p.status in ${seated}
       and p.game_id in (${myGames}))::int as "sharedGames"`;

/**
/**
 * Substring match over the accent-free search text, among the people `me` is already connected to
 * only (co-players from `me`'s own games, contacts, hosts of games `me` sits in: an indexed set that
 * follows `me`'s history, not the size of the database), most shared games first. The search text
 * holds the address too, so the service checks the match again on names alone (a search must not tell
 * what an address contains); `limit` leaves it room for that.
 */
const connectedStatement = preparedSql(
  'user_search_connected',
  sql`
    with connected as (
      select p.user_id as id from game_participants p
      where p.game_id in (${myGames}) and p.user_id is not null and p.status in ${seated}
      union
      select c.contact_user_id from contacts c where c.owner_id = ${me}
      union
      select g.host_id from game_participants mine join games g on g.id = mine.game_id
      where mine.user_id = ${me} and mine.status in ${seated}
    )
    select ${columns} from users u
    where u.id in (select id from connected) and u.id <> ${me} and u.search_text like ${sql.placeholder('pattern')}
    order by "sharedGames" desc, u.first_name, u.last_name
    limit ${limit}`,
);

export async function searchConnected(db: Db, me: string, needle: string, limit: number) {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return rowsOf<SuggestionRow>(await connectedStatement(db).execute({ me, pattern, limit }));
}

const byEmailStatement = preparedSql(
  'user_search_email',
  sql`select ${columns} from users u where u.id <> ${me} and u.email = ${sql.placeholder('email')}`,
);

/** The one account with this whole (normalized) address, whoever it is. */
export async function findByEmail(db: Db, me: string, email: string) {
  return rowsOf<SuggestionRow>(await byEmailStatement(db).execute({ me, email }));
}

const coPlayersStatement = preparedSql(
  'user_search_co_players',
  sql`
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
    select ${columns} from together t join users u on u.id = t.user_id
    order by t.n desc, u.first_name`,
);

/** Empty query: the people `me` has played with most (hosted or sat at the same table). */
export async function frequentCoPlayers(db: Db, me: string, limit: number) {
  return rowsOf<SuggestionRow>(await coPlayersStatement(db).execute({ me, limit }));
}
