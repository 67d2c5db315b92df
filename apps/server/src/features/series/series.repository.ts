import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { updateRow } from '../../db/rows.ts';
import { gameSeries, seriesOccurrences, users } from '../../db/schema.ts';

export type SeriesRow = typeof gameSeries.$inferSelect;
export type OccurrenceRow = typeof seriesOccurrences.$inferSelect;

/** A series with its host's name and time zone (a series' time zone is its host's, docs/reach.md). */
const withHost = {
  series: gameSeries,
  hostTimeZone: users.timeZone,
  hostFirstName: users.firstName,
  hostLastName: users.lastName,
};

export async function insertSeries(tx: Db | Tx, values: typeof gameSeries.$inferInsert) {
  const [row] = await tx.insert(gameSeries).values(values).returning();
  return row!;
}

export async function findSeries(db: Db | Tx, id: string) {
  const [row] = await db
    .select(withHost)
    .from(gameSeries)
    .innerJoin(users, eq(users.id, gameSeries.hostId))
    .where(eq(gameSeries.id, id));
  return row;
}

export const listSeriesOf = (db: Db, hostId: string) =>
  db
    .select(withHost)
    .from(gameSeries)
    .innerJoin(users, eq(users.id, gameSeries.hostId))
    .where(eq(gameSeries.hostId, hostId))
    .orderBy(desc(gameSeries.createdAt));

/** Holds the series row until the commit: the window and a cancel never interleave. */
export async function lockSeries(tx: Tx, id: string) {
  const [row] = await tx.select().from(gameSeries).where(eq(gameSeries.id, id)).for('update');
  return row;
}

export const updateSeries = (db: Db | Tx, id: string, values: Partial<typeof gameSeries.$inferInsert>) =>
  updateRow(db, gameSeries, id, values);

/** Cancels an active series; answers undefined when it was not active (already cancelled). */
export async function cancelActive(db: Db | Tx, id: string) {
  const [row] = await db
    .update(gameSeries)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(gameSeries.id, id), eq(gameSeries.status, 'active')))
    .returning();
  return row;
}

export const occurrencesOf = (db: Db | Tx, seriesIds: string[]) =>
  seriesIds.length
    ? db.select().from(seriesOccurrences).where(inArray(seriesOccurrences.seriesId, seriesIds))
    : Promise.resolve([] as OccurrenceRow[]);

/**
 * Takes an occurrence date for this transaction: true only for the one that inserted the row.
 * A second instance's insert waits on the first's commit, then finds the row and does nothing.
 */
export async function claimOccurrence(tx: Tx, seriesId: string, date: string, gameId?: string) {
  const rows = await tx
    .insert(seriesOccurrences)
    .values({ seriesId, date, gameId: gameId ?? null })
    .onConflictDoNothing()
    .returning({ date: seriesOccurrences.date });
  return rows.length === 1;
}

export async function setOccurrenceGame(tx: Tx, seriesId: string, date: string, gameId: string) {
  await tx
    .update(seriesOccurrences)
    .set({ gameId })
    .where(and(eq(seriesOccurrences.seriesId, seriesId), eq(seriesOccurrences.date, date)));
}

/** Marks a date skipped (whether or not its game exists yet) and answers its game, if any. */
export async function markSkipped(db: Db | Tx, seriesId: string, date: string) {
  const [row] = await db
    .insert(seriesOccurrences)
    .values({ seriesId, date, skipped: true })
    .onConflictDoUpdate({
      target: [seriesOccurrences.seriesId, seriesOccurrences.date],
      set: { skipped: true },
    })
    .returning();
  return row!;
}

export async function seriesOfGame(db: Db, gameId: string) {
  const [row] = await db.select().from(seriesOccurrences).where(eq(seriesOccurrences.gameId, gameId));
  return row;
}

export async function userNames(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function findSeriesHost(db: Db, userId: string) {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row!;
}
