import { moneyInKinds, moneyOutKinds } from '@pokerhome/domain';
import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf, sqlList } from '../../db/rows.ts';

const moneyIn = sqlList(moneyInKinds);
const moneyOut = sqlList(moneyOutKinds);

/** The user: a value, or the placeholder of a prepared statement (the dashboard's). */
type UserIdValue = string | Placeholder<'userId'>;

export type PersonalResultRow = {
  gameId: string;
  gameName: string;
  type: 'tournament' | 'cash_game';
  scheduledDate: string;
  place: number | null;
  fieldSize: number | null;
  currency: string;
  paidInCents: number;
  netCents: number;
  /** Scheduled in this calendar month, in the user's time zone. */
  thisMonth: boolean;
};

/**
 * Every game the user finished, newest first (docs/players.md, "Personal stats"): the completed
 * tournaments he had a place in, and the cash games whose cash-out of his still stands. Money comes
 * from the ledger, his own entries only (net of corrections, fees on top). A tournament's payout is
 * the ledger's once the host recorded it, else his place's payout: a winner is never shown losing
 * money because a button was not pressed yet.
 */
export function personalResultsQuery(userId: UserIdValue, limit: number) {
  const tz = sql`coalesce((select time_zone from users where id = ${userId}), 'UTC')`;
  return sql`
    with money as (
      select l.game_id,
        coalesce(sum(l.amount_cents + l.service_fee_cents + l.processing_fee_cents)
          filter (where l.kind in ${moneyIn}), 0)::bigint as paid_in,
        coalesce(sum(l.amount_cents) filter (where l.kind in ${moneyOut} and l.kind <> 'payout'), 0)::bigint as other_out,
        coalesce(sum(l.amount_cents) filter (where l.kind = 'payout'), 0)::bigint as payouts,
        count(*) filter (where l.kind = 'payout' and l.reverses_entry_id is null)
          - count(*) filter (where l.kind = 'payout' and l.reverses_entry_id is not null) as payout_entries,
        count(*) filter (where l.kind = 'cash_out' and l.reverses_entry_id is null)
          - count(*) filter (where l.kind = 'cash_out' and l.reverses_entry_id is not null) as cash_outs
      from ledger_entries l
      where l.user_id = ${userId}
      group by l.game_id
    ),
    finished as (
      select g.id, tp.finish_position as place,
        (select count(*) from tournament_players f where f.tournament_id = t.id)::int as field_size,
        coalesce(tp.payout_cents, 0)::bigint as place_payout
      from tournament_players tp
      join tournaments t on t.id = tp.tournament_id
      join games g on g.id = t.game_id
      where tp.user_id = ${userId} and t.status = 'completed' and tp.finish_position is not null
      union all
      select g.id, null, null, 0
      from money m join games g on g.id = m.game_id
      where g.type = 'cash_game' and m.cash_outs > 0
    )
    select g.id as "gameId", g.name as "gameName", g.type, g.scheduled_date as "scheduledDate",
      f.place, f.field_size as "fieldSize", g.currency,
      coalesce(m.paid_in, 0)::bigint as "paidInCents",
      (coalesce(m.other_out, 0)
        + case when coalesce(m.payout_entries, 0) > 0 then m.payouts else f.place_payout end
        - coalesce(m.paid_in, 0))::bigint as "netCents",
      date_trunc('month', g.scheduled_date at time zone ${tz}) = date_trunc('month', now() at time zone ${tz})
        as "thisMonth"
    from finished f
    join games g on g.id = f.id
    left join money m on m.game_id = g.id
    order by g.scheduled_date desc, g.id
    limit ${sql.raw(String(limit))}`;
}

/** A row as the driver or `json_agg` gives it: the date as text, the sums as text or numbers. */
export const toPersonalResultRow = (r: PersonalResultRow): PersonalResultRow => ({
  ...r,
  scheduledDate: new Date(r.scheduledDate).toISOString(),
  paidInCents: Number(r.paidInCents),
  netCents: Number(r.netCents),
});

export async function personalResults(db: Db, userId: string, limit: number) {
  const result = await db.execute(personalResultsQuery(userId, limit));
  return rowsOf<PersonalResultRow>(result).map(toPersonalResultRow);
}

/** This month's money the user put in himself (buy-ins, rebuys, add-ons, fees), per currency. */
export function ownBuyInsThisMonthQuery(userId: UserIdValue) {
  const tz = sql`coalesce((select time_zone from users where id = ${userId}), 'UTC')`;
  return sql`
    select g.currency, sum(l.amount_cents + l.service_fee_cents + l.processing_fee_cents)::bigint as cents
    from ledger_entries l join games g on g.id = l.game_id
    where l.user_id = ${userId} and l.kind in ${moneyIn}
      and date_trunc('month', g.scheduled_date at time zone ${tz}) = date_trunc('month', now() at time zone ${tz})
    group by g.currency
    having sum(l.amount_cents) <> 0
    order by cents desc`;
}
