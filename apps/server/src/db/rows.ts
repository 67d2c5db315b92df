import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

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

/**
 * `json_build_object('key', value, ...)` from a record of values (columns or SQL) whose keys are
 * constant identifiers: a nested row or a set of counts answered as one JSON value of a statement.
 */
export function jsonObject(fields: Record<string, unknown>) {
  if (Object.keys(fields).some((k) => !/^[A-Za-z_]+$/.test(k)))
    throw new Error('jsonObject takes identifiers only');
  return sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;
}

/** A health probe: the table answers a one-row read (a feature's health check). */
export async function probeTable(db: Db, table: PgTable) {
  await db.execute(sql`select 1 from ${table} limit 1`);
}

/** A table whose rows have an id and an updated_at (`timestampColumns`). */
type ChangingTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * Changes the row with this id, with updated_at set by the database, and answers it as it is now;
 * undefined when there is no such row or it does not meet `condition` (a conditional update).
 */
export async function updateRow<T extends ChangingTable>(
  db: Db | Tx,
  table: T,
  id: string,
  values: PgUpdateSetSource<T>,
  condition?: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await db
    .update(table)
    .set({ ...values, updatedAt: sql`now()` } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), condition))
    .returning()) as T['$inferSelect'][];
  return rows[0];
}

/**
 * The text with every whole-word occurrence of `name` replaced by `by` (account deletion's
 * pseudonym, docs/security.md): "Al" in "Also paid" stays. The name's punctuation is escaped, so
 * it is matched as typed; a letter, digit or underscore on either side means another word.
 */
export const replaceName = (text: AnyPgColumn, name: string, by: string) =>
  sql`regexp_replace(${text}, '(^|[^[:alnum:]_])' || regexp_replace(${name}::text, '([^[:alnum:][:space:]])', ${'\\\\\\1'}::text, 'g') || '(?=[^[:alnum:]_]|$)', ${'\\1'}::text || ${by}::text, 'g')`;
