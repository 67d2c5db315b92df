import { seatedStatuses } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf, sqlList } from '../../db/rows.ts';
import type { StatisticsCounts } from './contacts.repository.ts';
import { knowsEmailOf } from './email-visibility.ts';

const seated = sqlList(seatedStatuses);

/** Someone else's seat in a game `me` hosts; drafts have sent nobody anything yet. */
const hostedBy = (me: string) =>
  sql`g.host_id = ${me} and g.status <> 'draft' and p.user_id is distinct from ${me}`;

/** Invitations only: guests are seated directly and never asked, so they would inflate the rates. */
const invitedBy = (me: string) => sql`${hostedBy(me)} and not p.is_guest`;

export type ParticipationRow = {
  id: string;
  role: 'hosted' | 'played';
  gameId: string;
  gameName: string;
  gameType: 'tournament' | 'cash_game';
  gameStatus: string;
  scheduledDate: Date | string;
  playerId: string | null;
  playerName: string;
  playerEmail: string | null;
  isGuest: boolean;
  status: 'invited' | 'accepted' | 'confirmed' | 'declined' | 'waitlisted' | 'eliminated';
  invitedAt: Date | string | null;
  respondedAt: Date | string | null;
  buyInPaid: boolean;
};

/** The newest participation records: people in the user's games, and the user in other hosts' games. */
export async function records(db: Db, me: string, limit: number) {
  const result = await db.execute(sql`
    select p.id, case when g.host_id = ${me} then 'hosted' else 'played' end as role,
      g.id as "gameId", g.name as "gameName", g.type as "gameType", g.status as "gameStatus",
      g.scheduled_date as "scheduledDate", p.user_id as "playerId",
      coalesce(u.first_name || ' ' || u.last_name,
        nullif(trim(coalesce(p.guest_first_name, '') || ' ' || coalesce(p.guest_last_name, '')), ''),
        p.email, 'Unknown player') as "playerName",
      case when p.user_id is null then p.email
        when p.user_id = ${me} or ${knowsEmailOf(me, sql`p.user_id`)} then u.email end as "playerEmail", p.is_guest as "isGuest", p.status,
      p.invited_at as "invitedAt", p.responded_at as "respondedAt", p.buy_in_paid as "buyInPaid"
    from game_participants p
    join games g on g.id = p.game_id
    left join users u on u.id = p.user_id
    where (${hostedBy(me)})
       or (p.user_id = ${me} and g.host_id <> ${me} and g.status <> 'draft')
    order by g.scheduled_date desc, "playerName"
    limit ${limit}`);
  return rowsOf<ParticipationRow>(result);
}

export async function statistics(db: Db, me: string) {
  const result = await db.execute(sql`
    select count(*)::int as invited,
      count(*) filter (where p.status in ${seated})::int as accepted,
      count(*) filter (where p.status = 'declined')::int as declined,
      count(*) filter (where p.status in ('confirmed', 'eliminated'))::int as confirmed,
      count(*) filter (where p.status = 'waitlisted')::int as waitlisted
    from game_participants p join games g on g.id = p.game_id
    where ${invitedBy(me)}`);
  return (
    rowsOf<StatisticsCounts>(result)[0] ?? {
      invited: 0,
      accepted: 0,
      declined: 0,
      confirmed: 0,
      waitlisted: 0,
    }
  );
}

export type MonthRow = {
  month: string;
  invited: number;
  accepted: number;
  declined: number;
  attended: number;
};

/** The last `months` calendar months (UTC), oldest first, by when each invitation went out. */
export async function monthly(db: Db, me: string, months: number) {
  const result = await db.execute(sql`
    with series as (
      select to_char(m, 'YYYY-MM') as month
      from generate_series(date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${months - 1}),
        date_trunc('month', now() at time zone 'UTC'), interval '1 month') as m
    ),
    mine as (
      select to_char(coalesce(p.invited_at, p.created_at) at time zone 'UTC', 'YYYY-MM') as month,
        p.status, g.scheduled_date, g.status as game_status
      from game_participants p join games g on g.id = p.game_id
      where ${invitedBy(me)}
    )
    select s.month,
      count(m.status)::int as invited,
      count(*) filter (where m.status in ${seated})::int as accepted,
      count(*) filter (where m.status = 'declined')::int as declined,
      count(*) filter (where m.status in ${seated} and m.scheduled_date <= now()
        and m.game_status in ('scheduled', 'completed'))::int as attended
    from series s left join mine m on m.month = s.month
    group by s.month
    order by s.month`);
  return rowsOf<MonthRow>(result);
}
