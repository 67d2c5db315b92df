import { seatedStatuses } from '@pokerhome/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf, sqlList } from '../../db/rows.ts';

const seated = sqlList(seatedStatuses);
const moneyIn = sql.raw(`('buy_in', 'rebuy', 'add_on', 're_entry', 'top_up')`);

/**
 * The user's games for the figures: hosted, or joined with a seat; scheduled or completed.
 * Every figure is one SQL aggregate over this set, bounded by calendar periods in the user's time zone.
 * Two indexed halves (games by host, seats by user) joined by `union`: an `or` across them would read
 * every game of the database.
 */
const myGames = (userId: string) => sql`
  select g.id, g.scheduled_date, g.buy_in_cents, g.currency
  from games g
  where g.host_id = ${userId} and g.status in ('scheduled', 'completed')
  union
  select g.id, g.scheduled_date, g.buy_in_cents, g.currency
  from game_participants p join games g on g.id = p.game_id
  where p.user_id = ${userId} and p.status in ${seated} and g.status in ('scheduled', 'completed')`;

/** The user's time zone: a name, or SQL that reads it in the same statement (no extra round trip). */
export type Periods = { tz: string | SQL };
const local = (column: string, { tz }: Periods) => sql`(${sql.raw(column)} at time zone ${tz})`;
const monthStart = ({ tz }: Periods) => sql`date_trunc('month', now() at time zone ${tz})`;
const weekStart = ({ tz }: Periods) => sql`date_trunc('week', now() at time zone ${tz})`;

export async function gameCounts(db: Db, userId: string, periods: Periods) {
  const result = await db.execute(sql`
    with mine as (${myGames(userId)})
    select
      count(*) filter (where ${local('scheduled_date', periods)} >= ${monthStart(periods)}
        and ${local('scheduled_date', periods)} < ${monthStart(periods)} + interval '1 month')::int as "thisMonth",
      count(*) filter (where ${local('scheduled_date', periods)} >= ${monthStart(periods)} - interval '1 month'
        and ${local('scheduled_date', periods)} < ${monthStart(periods)})::int as "lastMonth"
    from mine`);
  return rowsOf<{ thisMonth: number; lastMonth: number }>(result)[0] ?? { thisMonth: 0, lastMonth: 0 };
}

/** Distinct seated players in this month's games, and those whose first game with the user is this week. */
export async function playerCounts(db: Db, userId: string, periods: Periods) {
  const result = await db.execute(sql`
    with mine as (${myGames(userId)}),
    seats as (
      select coalesce(p.user_id::text, 'e:' || p.email, 'p:' || p.id::text) as player, m.scheduled_date
      from mine m join game_participants p on p.game_id = m.id
      where p.status in ${seated}
    ),
    first_seen as (select player, min(scheduled_date) as first_at from seats group by player)
    select
      (select count(distinct player) from seats
        where ${local('scheduled_date', periods)} >= ${monthStart(periods)}
          and ${local('scheduled_date', periods)} < ${monthStart(periods)} + interval '1 month')::int as "activeThisMonth",
      (select count(*) from first_seen
        where ${local('first_at', periods)} >= ${weekStart(periods)}
          and ${local('first_at', periods)} < ${weekStart(periods)} + interval '1 week')::int as "newThisWeek"`);
  return (
    rowsOf<{ activeThisMonth: number; newThisWeek: number }>(result)[0] ?? {
      activeThisMonth: 0,
      newThisWeek: 0,
    }
  );
}

/**
 * This month's buy-ins per currency: what the game's ledger recorded going in (buy-ins, rebuys,
 * add-ons, re-entries, top-ups, net of corrections); for a game with nothing on its ledger yet, the
 * buy-in times the seated players.
 */
export async function buyInTotals(db: Db, userId: string, periods: Periods) {
  const result = await db.execute(sql`
    with mine as (${myGames(userId)})
    select m.currency, sum(case when exists (select 1 from ledger_entries l where l.game_id = m.id)
      then (select coalesce(sum(l.amount_cents), 0) from ledger_entries l
            where l.game_id = m.id and l.kind in ${moneyIn})
      else m.buy_in_cents * (
        select count(*) from game_participants p where p.game_id = m.id and p.status in ${seated})
      end)::bigint as cents
    from mine m
    where ${local('scheduled_date', periods)} >= ${monthStart(periods)}
      and ${local('scheduled_date', periods)} < ${monthStart(periods)} + interval '1 month'
    group by m.currency
    order by cents desc`);
  return rowsOf<{ currency: string; cents: string | number }>(result).map((r) => ({
    currency: r.currency,
    cents: Number(r.cents),
  }));
}

/** The next scheduled games the user hosts or is invited to or seated in (not declined), and those playing now. */
export async function upcomingGameIds(db: Db, userId: string, limit: number) {
  const result = await db.execute(sql`
    select id from (
      select g.id, g.scheduled_date from games g
      where g.host_id = ${userId} and g.status = 'scheduled' and (g.scheduled_date >= now() or exists (select 1 from tournaments t where t.game_id = g.id and t.status in ('active', 'paused')))
      union
      select g.id, g.scheduled_date from game_participants p join games g on g.id = p.game_id
      where p.user_id = ${userId} and p.status <> 'declined'
        and g.status = 'scheduled' and (g.scheduled_date >= now() or exists (select 1 from tournaments t where t.game_id = g.id and t.status in ('active', 'paused')))
    ) upcoming
    order by scheduled_date asc
    limit ${limit}`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

export async function recentActivity(db: Db, userId: string, limit: number) {
  const result = await db.execute(sql`
    with mine as (
      select g.id, g.name from games g where g.host_id = ${userId} and g.status <> 'draft'
      union
      select g.id, g.name from game_participants p join games g on g.id = p.game_id
      where p.user_id = ${userId} and g.status <> 'draft'
    )
    select a.id, a.kind, a.game_id as "gameId", m.name as "gameName",
      case when u.id is null then null else u.first_name || ' ' || u.last_name end as "actorName",
      a.created_at as "createdAt"
    from mine m
    join game_activities a on a.game_id = m.id
    left join users u on u.id = a.actor_user_id
    order by a.created_at desc
    limit ${limit}`);
  return rowsOf<{
    id: string;
    kind: string;
    gameId: string;
    gameName: string;
    actorName: string | null;
    createdAt: Date | string;
  }>(result);
}

/**
 * Games the user played to a result, and how many they won: a completed tournament counts as won
 * when it paid them; a cash game counts once their cash-out is on the ledger, as won when they left
 * with more than they put in (fees included).
 */
export async function results(db: Db, userId: string) {
  const result = await db.execute(sql`
    with tournaments_played as (
      select coalesce(tp.payout_cents, 0) > 0 as won
      from tournament_players tp
      join tournaments t on t.id = tp.tournament_id
      where tp.user_id = ${userId} and t.status = 'completed' and tp.finish_position is not null
    ),
    cash_played as (
      select coalesce(sum(l.amount_cents) filter (where l.kind = 'cash_out'), 0)
        - coalesce(sum(l.amount_cents + l.service_fee_cents + l.processing_fee_cents)
            filter (where l.kind in ('buy_in', 'top_up')), 0)
        > 0 as won
      from ledger_entries l
      join games g on g.id = l.game_id
      where l.user_id = ${userId} and g.type = 'cash_game'
      group by l.game_id
      -- A corrected cash-out is an entry and its reversal: only one still standing counts.
      having count(*) filter (where l.kind = 'cash_out' and l.reverses_entry_id is null)
        > count(*) filter (where l.kind = 'cash_out' and l.reverses_entry_id is not null)
    ),
    everything as (select won from tournaments_played union all select won from cash_played)
    select count(*)::int as played, count(*) filter (where won)::int as "inTheMoney" from everything`);
  return rowsOf<{ played: number; inTheMoney: number }>(result)[0] ?? { played: 0, inTheMoney: 0 };
}
