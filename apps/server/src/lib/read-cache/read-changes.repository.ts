import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';

const changedStatement = preparedSql(
  'read_cache_changed',
  sql`select pg_current_snapshot()::text as snapshot, array(select distinct c.i from unnest(
      ${sql.placeholder('answers')}::int[], ${sql.placeholder('scopes')}::text[], ${sql.placeholder('snapshots')}::text[]
    ) as c(i, scope, snapshot)
    cross join lateral read_changes_covered(c.scope) as k(scope)
    cross join lateral (
      select 1 from read_changes r
      where r.scope = k.scope
        and r.xid >= pg_snapshot_xmin(c.snapshot::pg_snapshot)
        and not pg_visible_in_snapshot(r.xid, c.snapshot::pg_snapshot)
      -- Not flattened into a join: probed through the (scope, xid) key for each scope, never a
      -- hash of the whole log (which PostgreSQL picked for a semi-join, at 170 ms a check).
      limit 1) as hit) as changed`,
);

/**
 * Which of these answers have a change to one of their scopes committed that their snapshot did not
 * see (their positions in `answers`), and the database's snapshot now, in one statement. A `user:`
 * scope covers the user's games too (`read_changes_covered`, migration 0038): a change to a game is
 * noted once, under `game:`, not under the scope of everyone in it. A change
 * still uncommitted is not visible here either: until it commits, the remembered answer is still
 * true. An answer computed after this statement, from the snapshot it gives, sees every change the
 * snapshot shows as done; a change that committed in between is outside it, so the next check finds
 * it (docs/read-cache.md).
 */
export async function changedAmong(
  db: Db,
  answers: ReadonlyArray<{ scopes: string[]; snapshot: string }>,
): Promise<{ changed: Set<number>; snapshot: string }> {
  const values = { answers: [] as number[], scopes: [] as string[], snapshots: [] as string[] };
  answers.forEach((answer, i) => {
    for (const scope of answer.scopes) {
      values.answers.push(i);
      values.scopes.push(scope);
      values.snapshots.push(answer.snapshot);
    }
  });
  const [row] = rowsOf<{ snapshot: string; changed: number[] }>(await changedStatement(db).execute(values));
  return { changed: new Set(row!.changed.map(Number)), snapshot: row!.snapshot };
}

const horizonStatement = preparedSql(
  'read_cache_horizon',
  sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
);

/** The oldest transaction still running: every change noted before it is seen by any later snapshot. */
export async function currentHorizon(db: Db): Promise<string> {
  return rowsOf<{ xmin: string }>(await horizonStatement(db).execute({}))[0]!.xmin;
}

const pruneStatement = preparedSql(
  'read_cache_prune',
  sql`delete from read_changes where xid < ${sql.placeholder('horizon')}::xid8`,
);

/** Forgets the changes older than `horizon`, taken longer ago than any remembered answer lives. */
export async function forgetChangesBefore(db: Db, horizon: string): Promise<void> {
  await pruneStatement(db).execute({ horizon });
}

const peopleStatement = preparedSql(
  'read_changes_people',
  sql`select array(select read_changes_people(${sql.placeholder('scopes')}::text[])) as people`,
);

/**
 * The `user:` scopes a change to these scopes' games concerns: each game's host and everyone with a
 * seat row in it (migration 0038). The live feed tells them, as a change to their games is noted
 * under `game:` alone.
 */
export async function peopleOfGames(db: Db, scopes: readonly string[]): Promise<string[]> {
  const games = scopes.filter((scope) => scope.startsWith('game:'));
  if (games.length === 0) return [];
  return rowsOf<{ people: string[] }>(await peopleStatement(db).execute({ scopes: games }))[0]!.people;
}

const sinceStatement = preparedSql(
  'read_changes_since',
  sql`select pg_current_snapshot()::text as snapshot, array(
      select distinct r.scope from (select ${sql.placeholder('snapshot')}::text::pg_snapshot as seen) s
      join read_changes r on r.xid >= pg_snapshot_xmin(s.seen) and not pg_visible_in_snapshot(r.xid, s.seen)
    ) as scopes`,
);

const snapshotStatement = preparedSql(
  'read_changes_snapshot',
  sql`select pg_current_snapshot()::text as snapshot`,
);

/**
 * The scopes noted by the transactions that committed after `snapshot` was taken (none without
 * one), and the database's snapshot now, in one statement: asked again with that snapshot, the log
 * answers each committed change exactly once (the live feed, plugins/change-feed.ts; decision 0045).
 * A transaction still running is not visible here: it is found once it has committed.
 */
export async function changesSince(
  db: Db,
  snapshot: string | undefined,
): Promise<{ scopes: string[]; snapshot: string }> {
  if (snapshot === undefined) {
    const [row] = rowsOf<{ snapshot: string }>(await snapshotStatement(db).execute({}));
    return { scopes: [], snapshot: row!.snapshot };
  }
  const [row] = rowsOf<{ snapshot: string; scopes: string[] }>(
    await sinceStatement(db).execute({ snapshot }),
  );
  return row!;
}
