import { seatedStatuses } from '@pokerhome/domain';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { sqlList } from '../../db/rows.ts';

const seated = sqlList(seatedStatuses);

/**
 * Whether `viewer` may see `other`'s e-mail address (docs/security.md, privacy of user search):
 * `other` took a seat in a game, answering for themselves, that `viewer` hosts or sits in; or `other`
 * hosts a game `viewer` sits in. A seat the host gave without an answer does not count, or a host
 * could seat any account to read its address. The games feature applies the same rule per game.
 */
export const knowsEmailOf = (viewer: string | Placeholder, other: SQL) => sql`(
  exists (select 1 from game_participants theirs
    where theirs.user_id = ${other} and theirs.status in ${seated} and theirs.responded_at is not null
      and theirs.game_id in (select g.id from games g where g.host_id = ${viewer}
        union all select mine.game_id from game_participants mine
        where mine.user_id = ${viewer} and mine.status in ${seated}))
  or exists (select 1 from game_participants mine join games g on g.id = mine.game_id
    where mine.user_id = ${viewer} and mine.status in ${seated} and g.host_id = ${other}))`;
