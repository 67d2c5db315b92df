import { seatedStatuses } from '@pokerhome/domain';
import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, emailOptOuts, gameParticipants, games, jobs, users } from '../../db/schema.ts';

export async function optOutsOf(db: Db, email: string) {
  const rows = await db
    .select({ category: emailOptOuts.category })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.email, email.toLowerCase()));
  return new Set(rows.map((r) => r.category));
}

export async function setOptOut(db: Db, email: string, category: string, optedOut: boolean) {
  const address = email.toLowerCase();
  if (optedOut) await db.insert(emailOptOuts).values({ email: address, category }).onConflictDoNothing();
  else
    await db
      .delete(emailOptOuts)
      .where(and(eq(emailOptOuts.email, address), eq(emailOptOuts.category, category)));
}

export async function userContact(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, timeZone: users.timeZone, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function feedGeneration(db: Db, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row?.generation ?? 1;
}

export async function bumpFeedGeneration(db: Db, userId: string) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, generation: 2 })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { generation: sql`${calendarFeeds.generation} + 1`, updatedAt: sql`now()` },
    })
    .returning();
  return row!.generation;
}

/**
 * The user's games from yesterday on that they host or have a seat at, drafts excepted. A cancelled
 * game stays in the feed (marked cancelled) so the calendars that have it remove it.
 */
export async function upcomingGamesOf(db: Db, userId: string, since: Date) {
  return db
    .selectDistinct({ game: games, hostTimeZone: users.timeZone })
    .from(games)
    .innerJoin(users, eq(users.id, games.hostId))
    .leftJoin(gameParticipants, eq(gameParticipants.gameId, games.id))
    .where(
      and(
        inArray(games.status, ['scheduled', 'cancelled', 'completed']),
        gte(games.scheduledDate, since),
        or(
          eq(games.hostId, userId),
          and(eq(gameParticipants.userId, userId), inArray(gameParticipants.status, [...seatedStatuses])),
        ),
      ),
    )
    .orderBy(asc(games.scheduledDate))
    .limit(500);
}

export async function listJobs(db: Db, filter: { state?: string; limit: number }) {
  const rows = await db
    .select()
    .from(jobs)
    .where(filter.state ? eq(jobs.state, filter.state as 'pending') : undefined)
    .orderBy(desc(jobs.updatedAt))
    .limit(filter.limit);
  const counts = await db
    .select({ state: jobs.state, n: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.state);
  return { rows, counts: Object.fromEntries(counts.map((c) => [c.state, Number(c.n)])) };
}
