import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';

const snapshotStatement = preparedSql(
  'read_cache_snapshot',
  sql`select pg_current_snapshot()::text as snapshot`,
);

/** The database's snapshot now: an answer computed after this sees every change it shows as done. */
export async function currentSnapshot(db: Db): Promise<string> {
  return rowsOf<{ snapshot: string }>(await snapshotStatement(db).execute({}))[0]!.snapshot;
}

const changedStatement = preparedSql(
  'read_cache_changed',
  sql`select distinct c.i from unnest(
      ${sql.placeholder('answers')}::int[], ${sql.placeholder('scopes')}::text[], ${sql.placeholder('snapshots')}::text[]
    ) as c(i, scope, snapshot)
    where exists (
      select 1 from read_changes r
      where r.scope = c.scope
        and r.xid >= pg_snapshot_xmin(c.snapshot::pg_snapshot)
        and not pg_visible_in_snapshot(r.xid, c.snapshot::pg_snapshot))`,
);

/**
 * Which of these answers have a change to one of their scopes committed that their snapshot did not
 * see (their positions in `answers`). A change still uncommitted is not visible here either: until
 * it commits, the remembered answer is still true.
 */
export async function changedAmong(
  db: Db,
  answers: ReadonlyArray<{ scopes: string[]; snapshot: string }>,
): Promise<Set<number>> {
  const values = { answers: [] as number[], scopes: [] as string[], snapshots: [] as string[] };
  answers.forEach((answer, i) => {
    for (const scope of answer.scopes) {
      values.answers.push(i);
      values.scopes.push(scope);
      values.snapshots.push(answer.snapshot);
    }
  });
  const rows = rowsOf<{ i: number }>(await changedStatement(db).execute(values));
  return new Set(rows.map((row) => Number(row.i)));
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
