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

/**
 * The user's games for the figures: hosted, or joined with a seat; scheduled or completed.
 * Every figure is one SQL aggregate over this set, bounded by calendar periods in the user's time zone.
 * Two indexed halves (games by host, seats by user) joined by `union`: an `or` across them would read
 * every game of the database.
 */
const myGames = (userId: typeof me) => sql`
  select g.id, g.scheduled_date, g.buy_in_cents, g.currency
  from games g
  where g.host_id = ${userId} and g.status in ('scheduled', 'completed')
  union
  select g.id, g.scheduled_date, g.buy_in_cents, g.currency
  from game_participants p join games g on g.id = p.game_id
  where p.user_id = ${userId} and p.status in ${seated} and g.status in ('scheduled', 'completed')`;

/** The user's time zone, read inside the statement (no extra round trip). */
const tz = sql`coalesce((select time_zone from users where id = ${me}), 'UTC')`;
const local = (column: string) => sql`(${sql.raw(column)} at time zone ${tz})`;
const monthStart = sql`date_trunc('month', now() at time zone ${tz})`;
const weekStart = sql`date_trunc('week', now() at time zone ${tz})`;
const inThisMonth = (column: string) =>
  sql`${local(column)} >= ${monthStart} and ${local(column)} < ${monthStart} + interval '1 month'`;

const gameCounts = sql`
    with mine as (${myGames(me)})
    select
      count(*) filter (where ${inThisMonth('scheduled_date')})::int as "thisMonth",
      count(*) filter (where ${local('scheduled_date')} >= ${monthStart} - interval '1 month'
        and ${local('scheduled_date')} < ${monthStart})::int as "lastMonth"
    from mine`;

/** Distinct seated players in this month's games, and those whose first game with the user is this week. */
const playerCounts = sql`
    with mine as (${myGames(me)}),
    seats as (
      select coalesce(p.user_id::text, 'e:' || p.email, 'p:' || p.id::text) as player, m.scheduled_date
      from mine m join game_participants p on p.game_id = m.id
      -- The others: a player is not one of his own "active players".
    where p.status in ${seated} and p.user_id is distinct from ${me}
    ),
    first_seen as (select player, min(scheduled_date) as first_at from seats group by player)
    select
      (select count(distinct player) from seats where ${inThisMonth('scheduled_date')})::int as "activeThisMonth",
      (select count(*) from first_seen
        where ${local('first_at')} >= ${weekStart}
          and ${local('first_at')} < ${weekStart} + interval '1 week')::int as "newThisWeek"`;

/**
 * This month's buy-ins per currency at the games the user hosts: what the game's ledger recorded
 * going in (buy-ins, rebuys, add-ons, re-entries, top-ups, net of corrections); for a game with
 * nothing on its ledger yet, the buy-in times the seated players. A player's own money is counted
 * apart (`personal-results.repository.ts`): the pot of someone else's game is not his (decision 0039).
 */
const buyInTotals = sql`
    with mine as (
      select g.id, g.scheduled_date, g.buy_in_cents, g.currency from games g
      where g.host_id = ${me} and g.status in ('scheduled', 'completed'))
    select m.currency, sum(case when exists (select 1 from ledger_entries l where l.game_id = m.id)
      then (select coalesce(sum(l.amount_cents), 0) from ledger_entries l
            where l.game_id = m.id and l.kind in ${moneyIn})
      else m.buy_in_cents * (
        select count(*) from game_participants p where p.game_id = m.id and p.status in ${seated})
      end)::bigint as cents
    from mine m
    where ${inThisMonth('scheduled_date')}
    group by m.currency
    order by cents desc`;

/** The next scheduled games the user hosts or is invited to or seated in (not declined), and those playing now. */
const upcomingGameIds = (limit: number) => sql`
    select id from (
      select g.id, g.scheduled_date from games g
      where g.host_id = ${me} and g.status = 'scheduled' and (g.scheduled_date >= now() or exists (select 1 from tournaments t where t.game_id = g.id and t.status in ('active', 'paused')))
      union
      select g.id, g.scheduled_date from game_participants p join games g on g.id = p.game_id
      where p.user_id = ${me} and p.status <> 'declined'
        and g.status = 'scheduled' and (g.scheduled_date >= now() or exists (select 1 from tournaments t where t.game_id = g.id and t.status in ('active', 'paused')))
    ) upcoming
    order by scheduled_date asc
    limit ${sql.raw(String(limit))}`;

/**
 * The latest activity at the user's games: each game's newest rows (an index read per game), the
 * newest of those, and only then the actors' names, for the rows shown.
 */
const recentActivity = (limit: number) => sql`
    with mine as (
      select g.id, g.name from games g where g.host_id = ${me} and g.status <> 'draft'
      union
      select g.id, g.name from game_participants p join games g on g.id = p.game_id
      where p.user_id = ${me} and g.status <> 'draft'
    ),
    latest as (
      select a.id, a.kind, a.game_id, m.name, a.actor_user_id, a.created_at
      from mine m
      cross join lateral (
        select a.id, a.kind, a.game_id, a.actor_user_id, a.created_at from game_activities a
        where a.game_id = m.id order by a.created_at desc limit ${sql.raw(String(limit))}) a
      order by a.created_at desc
      limit ${sql.raw(String(limit))}
    )
    select l.id, l.kind, l.game_id as "gameId", l.name as "gameName",
      case when u.id is null then null else u.first_name || ' ' || u.last_name end as "actorName",
      l.created_at as "createdAt"
    from latest l
    left join users u on u.id = l.actor_user_id
    order by l.created_at desc`;

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
  sql`select ${one(gameCounts)} as games, ${one(playerCounts)} as players, ${all(buyInTotals)} as totals,
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
