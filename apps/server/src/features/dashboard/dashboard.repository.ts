import { seatedStatuses } from '@pokerhome/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { rowsOf, sqlList } from '../../db/rows.ts';
import {
  ownBuyInsThisMonthQuery,
  type PersonalResultRow,
  personalResultsQuery,
  toPersonalResultRow,
} from './personal-results.repository.ts';

const seated = sqlList(seatedStatuses);
/** The signed-in user: the prepared statement's one value. */
const me = sql.placeholder('userId');
const moneyIn = sql.raw(`('buy_in', 'rebuy', 'add_on', 're_entry', 'top_up')`);

/** The user's time zone, read once in the statement (the calendar periods are the user's). */
const zone = sql`select coalesce((select time_zone from users where id = ${me}), 'UTC') as tz`;
const periods = sql`
  select date_trunc('month', now() at time zone z.tz) as month_start,
    date_trunc('week', now() at time zone z.tz) as week_start
  from zone z`;

/**
 * Every game the user is attached to (hosted, or with a seat row in any state), drafts apart, each
 * once with the user's own seat: read once (two indexed halves, games by host and seats by user,
 * joined by `union`: an `or` across them would read every game of the database) and shared by
 * every figure below, instead of each figure reading the user's games again.
 */
const attached = sql`
  select g.id, g.name, g.status, g.scheduled_date, g.buy_in_cents, g.currency,
    g.host_id = ${me} as hosted, own.status as seat,
    g.scheduled_date at time zone (select tz from zone) as local_date
  from (
    select id from games where host_id = ${me}
    union
    select game_id from game_participants where user_id = ${me}
  ) a
  join games g on g.id = a.id
  left join game_participants own on own.game_id = g.id and own.user_id = ${me}
  where g.status <> 'draft'`;

/** The figures' games: hosted, or joined with a seat; scheduled or completed. */
const mine = sql`
  select * from attached where status in ('scheduled', 'completed') and (hosted or seat in ${seated})`;

const inThisMonth = sql`local_date >= p.month_start and local_date < p.month_start + interval '1 month'`;

const gameCounts = sql`
    select
      count(*) filter (where ${inThisMonth})::int as "thisMonth",
      count(*) filter (where local_date >= p.month_start - interval '1 month'
        and local_date < p.month_start)::int as "lastMonth"
    from mine, periods p`;

/** Distinct seated players in this month's games, and those whose first game with the user is this week. */
const playerCounts = sql`
    with seats as (
      select coalesce(s.user_id::text, 'e:' || s.email, 'p:' || s.id::text) as player, m.local_date
      from mine m join game_participants s on s.game_id = m.id
      -- The others: a player is not one of his own "active players".
      where s.status in ${seated} and s.user_id is distinct from ${me}
    ),
    first_seen as (select player, min(local_date) as first_at from seats group by player)
    select
      (select count(distinct player) from seats, periods p where ${inThisMonth})::int as "activeThisMonth",
      (select count(*) from first_seen, periods p
        where first_at >= p.week_start and first_at < p.week_start + interval '1 week')::int as "newThisWeek"`;

/**
 * This month's buy-ins per currency at the games the user hosts: what the game's ledger recorded
 * going in (buy-ins, rebuys, add-ons, re-entries, top-ups, net of corrections); for a game with
 * nothing on its ledger yet, the buy-in times the seated players. A player's own money is counted
 * apart (`personal-results.repository.ts`): the pot of someone else's game is not his (decision 0039).
 */
const buyInTotals = sql`
    select m.currency, sum(case when exists (select 1 from ledger_entries l where l.game_id = m.id)
      then (select coalesce(sum(l.amount_cents), 0) from ledger_entries l
            where l.game_id = m.id and l.kind in ${moneyIn})
      else m.buy_in_cents * (
        select count(*) from game_participants s where s.game_id = m.id and s.status in ${seated})
      end)::bigint as cents
    from mine m, periods p
    where m.hosted and ${inThisMonth}
    group by m.currency
    order by cents desc`;

/** The next scheduled games the user hosts or is invited to or seated in (not declined), and those playing now. */
const upcomingGameIds = (limit: number) => sql`
    select id from attached
    where status = 'scheduled' and (hosted or seat <> 'declined')
      and (scheduled_date >= now() or exists (
        select 1 from tournaments t where t.game_id = attached.id and t.status in ('active', 'paused')))
    order by scheduled_date asc
    limit ${sql.raw(String(limit))}`;

/**
 * The latest activity at the user's games: each game's newest rows (an index read per game), the
 * newest of those, and only then the actors' names, for the rows shown.
 */
const recentActivity = (limit: number) => sql`
    with latest as (
      select x.id, x.kind, x.game_id, a.name, x.actor_user_id, x.created_at
      from attached a
      cross join lateral (
        select x.id, x.kind, x.game_id, x.actor_user_id, x.created_at from game_activities x
        where x.game_id = a.id order by x.created_at desc, x.id desc limit ${sql.raw(String(limit))}) x
      -- Rows of the same instant in a fixed order: the same answer to every read.
      order by x.created_at desc, x.id desc
      limit ${sql.raw(String(limit))}
    )
    select l.id, l.kind, l.game_id as "gameId", l.name as "gameName",
      case when u.id is null then null else u.first_name || ' ' || u.last_name end as "actorName",
      l.created_at as "createdAt"
    from latest l
    left join users u on u.id = l.actor_user_id
    order by l.created_at desc, l.id desc`;

/**
 * Games the user played to a result, and how many they won: a completed tournament counts as won
 * when it paid them; a cash game counts once their cash-out is on the ledger, as won when they left
 * with more than they put in (fees included).
 */
const results = sql`
    with tournaments_played as (
      select coalesce(tp.payout_cents, 0) > 0 as won
      from tournament_players tp
      join tournaments t on t.id = tp.tournament_id
      where tp.user_id = ${me} and t.status = 'completed' and tp.finish_position is not null
    ),
    cash_played as (
      select coalesce(sum(l.amount_cents) filter (where l.kind = 'cash_out'), 0)
        - coalesce(sum(l.amount_cents + l.service_fee_cents + l.processing_fee_cents)
            filter (where l.kind in ('buy_in', 'top_up')), 0)
        > 0 as won
      from ledger_entries l
      join games g on g.id = l.game_id
      where l.user_id = ${me} and g.type = 'cash_game'
      group by l.game_id
      -- A corrected cash-out is an entry and its reversal: only one still standing counts.
      having count(*) filter (where l.kind = 'cash_out' and l.reverses_entry_id is null)
        > count(*) filter (where l.kind = 'cash_out' and l.reverses_entry_id is not null)
    ),
    everything as (select won from tournaments_played union all select won from cash_played)
    select count(*)::int as played, count(*) filter (where won)::int as "inTheMoney" from everything`;

const one = (query: SQL) => sql`(select row_to_json(r) from (${query}) r)`;
const all = (query: SQL) => sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;

/** How many upcoming games and activity rows the dashboard shows (fixed: part of the prepared statement). */
export const dashboardShown = { upcoming: 5, activity: 10, results: 100 } as const;

/**
 * Every figure of the dashboard in one statement (one round trip, prepared once per database), each
 * an aggregate over the user's own games, bounded by calendar periods in the user's time zone.
 */
const figuresStatement = preparedSql(
  'dashboard_figures',
  sql`with zone as materialized (${zone}), periods as materialized (${periods}),
    attached as materialized (${attached}), mine as materialized (${mine})
    select ${one(gameCounts)} as games, ${one(playerCounts)} as players, ${all(buyInTotals)} as totals,
    ${all(upcomingGameIds(dashboardShown.upcoming))} as upcoming,
    ${all(recentActivity(dashboardShown.activity))} as activity, ${one(results)} as played,
    ${all(personalResultsQuery(me, dashboardShown.results))} as recent, ${all(ownBuyInsThisMonthQuery(me))} as own`,
);

export type DashboardFigures = {
  games: { thisMonth: number; lastMonth: number };
  players: { activeThisMonth: number; newThisWeek: number };
  totals: Array<{ currency: string; cents: number }>;
  upcoming: Array<{ id: string }>;
  activity: Array<{
    id: string;
    kind: string;
    gameId: string;
    gameName: string;
    actorName: string | null;
    createdAt: string;
  }>;
  played: { played: number; inTheMoney: number };
  /** The user's latest results, newest first (`personalResultsQuery`). */
  recent: PersonalResultRow[];
  /** This month's money the user put in himself, per currency. */
  own: Array<{ currency: string; cents: number }>;
};

export async function figures(db: Db, userId: string): Promise<DashboardFigures> {
  const result = await figuresStatement(db).execute({ userId });
  const row = rowsOf<DashboardFigures>(result)[0]!;
  const cents = (rows: Array<{ currency: string; cents: number }>) =>
    rows.map((t) => ({ currency: t.currency, cents: Number(t.cents) }));
  return {
    ...row,
    totals: cents(row.totals),
    own: cents(row.own),
    recent: row.recent.map(toPersonalResultRow),
  };
}
