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
  sql`select exists (
    select 1 from read_changes
    where scope = any (${sql.placeholder('scopes')}::text[])
      and xid >= pg_snapshot_xmin(${sql.placeholder('snapshot')}::pg_snapshot)
      and not pg_visible_in_snapshot(xid, ${sql.placeholder('snapshot')}::pg_snapshot)
  ) as changed`,
);

/**
 * Whether a change to one of `scopes` has committed that `snapshot` did not see. A change still
 * uncommitted is not visible here either: until it commits, the remembered answer is still true.
 */
export async function changedSince(db: Db, scopes: string[], snapshot: string): Promise<boolean> {
  return rowsOf<{ changed: boolean }>(await changedStatement(db).execute({ scopes, snapshot }))[0]!.changed;
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
