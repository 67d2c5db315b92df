import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** The rows of a raw `db.execute(sql…)` result: node-postgres and PGlite both answer `{rows}`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A read over some ids (`inArray`): with none, no rows, and no round trip to the database. */
export function whenAny<T>(ids: readonly unknown[], read: () => PromiseLike<T[]>): Promise<T[]> {
  return ids.length === 0 ? Promise.resolve([]) : Promise.resolve(read());
}

/** A constant list of words as a raw SQL list, `('a', 'b')`, for `x in ${list}` in hand-written queries. */
export function sqlList(values: readonly string[]) {
  if (values.some((v) => !/^[a-z_-]+$/.test(v))) throw new Error('sqlList takes constant words only');
  return sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
}

/** A health probe: the table answers a one-row read (a feature's health check). */
export async function probeTable(db: Db, table: PgTable) {
  await db.execute(sql`select 1 from ${table} limit 1`);
}
