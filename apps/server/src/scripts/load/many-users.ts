import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The "many users" scenario of `npm run bench` (docs/performance.md): a few hundred players of the
 * load database, each with a session of their own, reading the screens they would open on a game
 * night (the dashboard, the games list, one of their games, the tournament they play and its clock)
 * while others answer invitations and the hosts pause and resume their clocks.
 */
export type ManyUser = {
  userId: string;
  /** The `Cookie` header of the user's own session. */
  cookie: string;
  /** A game the user has a seat row in. */
  gameId: string;
  /** A tournament the user plays in (a running one when they have one). */
  tournamentId: string;
  /** An upcoming game the user is invited to and does not host, or null. */
  rsvpGameId: string | null;
  /** The user's answer there now: the benchmark sends the other one, so every RSVP changes a row. */
  rsvpStatus: string | null;
};
export type ManyHost = { cookie: string; tournamentId: string; clockState: string };

type Issue = (sessionId: string, userId: string, now: number) => string;

/** Sessions opened as sign-in opens them (without the password hash, which is not measured here). */
async function openSessions(db: Db, userIds: string[]) {
  // The sessions of earlier runs go: the benchmark's only.
  await db.execute(sql`delete from sessions where user_agent = 'pokerhome-bench'`);
  const rows = rowsOf<{ id: string; user_id: string }>(
    await db.execute(sql`
      insert into sessions (user_id, persistent, ip_address, user_agent, expires_at)
      select u, false, '127.0.0.1', 'pokerhome-bench', now() + interval '1 day'
      from unnest(${`{${userIds.join(',')}}`}::uuid[]) as u
      returning id, user_id`),
  );
  return new Map(rows.map((r) => [r.user_id, r.id]));
}

export async function findManyUsers(db: Db, count: number, issue: Issue, accessCookie: string) {
  // Players of tournaments, those of the running ones first, each with the tournament to read.
  const players = rowsOf<{ user_id: string; tournament_id: string; game_id: string }>(
    await db.execute(sql`
      select distinct on (p.user_id) p.user_id, p.tournament_id, t.game_id
      from tournament_players p
      join tournaments t on t.id = p.tournament_id
      join games g on g.id = t.game_id
      where p.user_id is not null and p.user_id <> g.host_id
      order by p.user_id, (t.status in ('active', 'paused')) desc, g.scheduled_date desc`),
  );
  const running = new Set(
    rowsOf<{ id: string }>(
      await db.execute(sql`select id from tournaments where status in ('active', 'paused')`),
    ).map((r) => r.id),
  );
  players.sort(
    (a, b) =>
      Number(running.has(b.tournament_id)) - Number(running.has(a.tournament_id)) ||
      a.user_id.localeCompare(b.user_id),
  );
  const chosen = players.slice(0, count);
  const ids = chosen.map((p) => p.user_id);
  const rsvps = rowsOf<{ user_id: string; game_id: string; status: string }>(
    await db.execute(sql`
      select distinct on (p.user_id) p.user_id, p.game_id, p.status
      from game_participants p join games g on g.id = p.game_id
      where p.user_id = any(${`{${ids.join(',')}}`}::uuid[]) and g.host_id <> p.user_id
        and g.status = 'scheduled' and g.scheduled_date > now()
        and p.status in ('invited', 'accepted', 'declined')
      order by p.user_id, g.scheduled_date`),
  );
  const rsvpOf = new Map(rsvps.map((r) => [r.user_id, r]));
  const hosts = rowsOf<{ host_id: string; tournament_id: string; clock_state: string }>(
    await db.execute(sql`
      select g.host_id, t.id as tournament_id, t.clock_state
      from tournaments t join games g on g.id = t.game_id
      where t.status in ('active', 'paused') order by t.id`),
  );
  const sessions = await openSessions(db, [...new Set([...ids, ...hosts.map((h) => h.host_id)])]);
  const now = Date.now();
  const cookieOf = (userId: string) => `${accessCookie}=${issue(sessions.get(userId)!, userId, now)}`;
  const users: ManyUser[] = chosen.map((p) => ({
    userId: p.user_id,
    cookie: cookieOf(p.user_id),
    gameId: p.game_id,
    tournamentId: p.tournament_id,
    rsvpGameId: rsvpOf.get(p.user_id)?.game_id ?? null,
    rsvpStatus: rsvpOf.get(p.user_id)?.status ?? null,
  }));
  const hostList: ManyHost[] = hosts.map((h) => ({
    cookie: cookieOf(h.host_id),
    tournamentId: h.tournament_id,
    clockState: h.clock_state,
  }));
  return { users, hosts: hostList, runningTournaments: running.size };
}

/**
 * The baselines of the scenario: a table of the benchmark's own (no trigger, no index but its key),
 * so a one-row read and a one-row committed UPDATE can be spread over many rows.
 */
export async function prepareBaselineRows(db: Db, rows: number) {
  await db.execute(sql`create table if not exists bench_rows (id integer primary key, n integer not null)`);
  await db.execute(sql`
    insert into bench_rows (id, n) select i, 0 from generate_series(1, ${rows}::int) as i
    on conflict (id) do nothing`);
}
