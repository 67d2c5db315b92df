import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { quickLocations, users } from '../../db/schema.ts';

export type QuickLocationRow = typeof quickLocations.$inferSelect;
type Values = Partial<typeof quickLocations.$inferInsert>;

const mine = (id: string, userId: string) =>
  and(eq(quickLocations.id, id), eq(quickLocations.userId, userId));

export const listOf = (db: Db | Tx, userId: string) =>
  db
    .select()
    .from(quickLocations)
    .where(eq(quickLocations.userId, userId))
    .orderBy(asc(quickLocations.position), asc(quickLocations.createdAt));

/** Locks the user's row for the rest of the transaction, so two adds cannot both pass the count. */
export const lockOwner = (tx: Tx, userId: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/** How many locations the user has, and the last position taken (-1 without any). */
export async function countOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      last: sql<number>`coalesce(max(${quickLocations.position}), -1)`.mapWith(Number),
    })
    .from(quickLocations)
    .where(eq(quickLocations.userId, userId));
  return { n: row?.n ?? 0, last: row?.last ?? -1 };
}

export const insertLocation = async (tx: Tx, values: typeof quickLocations.$inferInsert) =>
  (await tx.insert(quickLocations).values(values).returning())[0]!;

export const updateLocation = async (db: Db, id: string, userId: string, values: Values) =>
  (await db.update(quickLocations).set(values).where(mine(id, userId)).returning())[0];

export const deleteLocation = (db: Db, id: string, userId: string) =>
  db.delete(quickLocations).where(mine(id, userId)).returning({ id: quickLocations.id });

export const idsOf = (tx: Tx, userId: string) =>
  tx.select({ id: quickLocations.id }).from(quickLocations).where(eq(quickLocations.userId, userId));

export const setPosition = (tx: Tx, id: string, userId: string, position: number) =>
  tx.update(quickLocations).set({ position }).where(mine(id, userId));
