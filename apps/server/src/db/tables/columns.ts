import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The column shapes most tables share. Functions, so each table gets its own column objects; the
 * SQL they stand for is the same as writing them out.
 */

/** The row's random uuid primary key. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** A moment in time, stored with its time zone (timestamptz). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A moment in time to the millisecond, stored with its time zone: for what is ordered by it. */
export const msTimestamptz = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** When the row was written, set by the database. */
export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();

/** When the row was written and last changed, both set by the database on insert. */
export const timestampColumns = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A required reference to the row this one belongs to: deleting the parent deletes this row. */
export const parentColumn = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** An optional reference that outlives its target: deleting the target leaves this row, with null here. */
export const looseRefColumn = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });
