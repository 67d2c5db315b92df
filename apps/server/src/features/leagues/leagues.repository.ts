import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { updateRow, whenAny } from '../../db/rows.ts';
import { leagueMembers, leagueOrganizers, leagues, seasonGames, seasons, users } from '../../db/schema.ts';

export type { Tx };
export type SeasonRow = typeof seasons.$inferSelect;
export type MemberRow = typeof leagueMembers.$inferSelect;

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export const findLeague = async (db: Db | Tx, id: string) =>
  (
    await db
      .select({ league: leagues, ownerName: fullName })
      .from(leagues)
      .innerJoin(users, eq(users.id, leagues.ownerId))
      .where(eq(leagues.id, id))
  )[0];

/** Whether the user has a row for the league in one of its people's tables (co-organizers, members). */
const isListed = async (
  db: Db | Tx,
  people: typeof leagueOrganizers | typeof leagueMembers,
  leagueId: string,
  userId: string,
) =>
  (
    await db
      .select({ userId: people.userId })
      .from(people)
      .where(and(eq(people.leagueId, leagueId), eq(people.userId, userId)))
  ).length > 0;

export const isCoOrganizer = (db: Db | Tx, leagueId: string, userId: string) =>
  isListed(db, leagueOrganizers, leagueId, userId);

export const isMemberUser = (db: Db | Tx, leagueId: string, userId: string) =>
  isListed(db, leagueMembers, leagueId, userId);

/** Leagues the user runs: owned, or co-organized. */
const runBy = (db: Db, userId: string) =>
  or(
    eq(leagues.ownerId, userId),
    inArray(
      leagues.id,
      db
        .select({ id: leagueOrganizers.leagueId })
        .from(leagueOrganizers)
        .where(eq(leagueOrganizers.userId, userId)),
    ),
  );

/** Leagues the user owns, co-organizes or belongs to. */
export async function leagueIdsOf(db: Db, userId: string) {
  const rows = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(
      or(
        runBy(db, userId),
        inArray(
          leagues.id,
          db
            .select({ id: leagueMembers.leagueId })
            .from(leagueMembers)
            .where(eq(leagueMembers.userId, userId)),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** Leagues the user runs (owner or co-organizer). */
export async function managedLeagueIds(db: Db, userId: string) {
  const rows = await db.select({ id: leagues.id }).from(leagues).where(runBy(db, userId));
  return rows.map((r) => r.id);
}

export const leaguesByIds = (db: Db, ids: string[]) =>
  whenAny(ids, () =>
    db
      .select({ league: leagues, ownerName: fullName })
      .from(leagues)
      .innerJoin(users, eq(users.id, leagues.ownerId))
      .where(inArray(leagues.id, ids))
      .orderBy(asc(leagues.name), asc(leagues.id)),
  );

export async function countsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return { members: new Map<string, number>(), seasons: new Map<string, number>() };
  const [m, s] = await Promise.all([
    db
      .select({ id: leagueMembers.leagueId, n: count() })
      .from(leagueMembers)
      .where(inArray(leagueMembers.leagueId, ids))
      .groupBy(leagueMembers.leagueId),
    db
      .select({ id: seasons.leagueId, n: count() })
      .from(seasons)
      .where(inArray(seasons.leagueId, ids))
      .groupBy(seasons.leagueId),
  ]);
  return { members: new Map(m.map((r) => [r.id, r.n])), seasons: new Map(s.map((r) => [r.id, r.n])) };
}

export async function insertLeague(db: Db, values: typeof leagues.$inferInsert) {
  const [row] = await db.insert(leagues).values(values).returning();
  return row!;
}

export const updateLeague = (db: Db, id: string, values: { name: string; description: string }) =>
  updateRow(db, leagues, id, values);

export const deleteLeague = (db: Db, id: string) => db.delete(leagues).where(eq(leagues.id, id));

export const organizersOf = (db: Db, leagueId: string) =>
  db
    .select({ userId: leagueOrganizers.userId, name: fullName })
    .from(leagueOrganizers)
    .innerJoin(users, eq(users.id, leagueOrganizers.userId))
    .where(eq(leagueOrganizers.leagueId, leagueId))
    .orderBy(asc(leagueOrganizers.createdAt));

export const insertOrganizer = (db: Db, leagueId: string, userId: string) =>
  db.insert(leagueOrganizers).values({ leagueId, userId }).onConflictDoNothing().returning();

export const deleteOrganizer = (db: Db, leagueId: string, userId: string) =>
  db
    .delete(leagueOrganizers)
    .where(and(eq(leagueOrganizers.leagueId, leagueId), eq(leagueOrganizers.userId, userId)))
    .returning();

export const findUser = async (db: Db, id: string) =>
  (
    await db.select({ id: users.id, role: users.role, name: fullName }).from(users).where(eq(users.id, id))
  )[0];

export const membersOf = (db: Db | Tx, leagueId: string) =>
  db
    .select({ member: leagueMembers, userName: fullName })
    .from(leagueMembers)
    .leftJoin(users, eq(users.id, leagueMembers.userId))
    .where(eq(leagueMembers.leagueId, leagueId))
    .orderBy(asc(leagueMembers.createdAt), asc(leagueMembers.id));
export type MemberWithName = Awaited<ReturnType<typeof membersOf>>[number];

export const insertMember = (db: Db, values: typeof leagueMembers.$inferInsert) =>
  db.insert(leagueMembers).values(values).onConflictDoNothing().returning();

export const deleteMember = (db: Db, leagueId: string, id: string) =>
  db
    .delete(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.id, id)))
    .returning();

/**
 * A guest member whose e-mail registers becomes that user, unless the user is already a member
 * of that league (then the guest row stays as it was).
 */
export const claimGuestMemberships = (db: Db, userId: string, email: string) =>
  db
    .update(leagueMembers)
    .set({ userId })
    .where(
      and(
        isNull(leagueMembers.userId),
        eq(sql`lower(${leagueMembers.guestEmail})`, email.toLowerCase()),
        sql`not exists (select 1 from ${leagueMembers} m where m.league_id = ${leagueMembers.leagueId} and m.user_id = ${userId})`,
      ),
    );

// Seasons

export const seasonsOf = (db: Db, leagueIds: string[]) =>
  whenAny(leagueIds, () =>
    db
      .select()
      .from(seasons)
      .where(inArray(seasons.leagueId, leagueIds))
      .orderBy(asc(seasons.startsOn), asc(seasons.id)),
  );

export const findSeason = async (db: Db | Tx, id: string) =>
  (await db.select().from(seasons).where(eq(seasons.id, id)))[0];

export const findSeasonByToken = async (db: Db, token: string) =>
  (await db.select().from(seasons).where(eq(seasons.publicToken, token)))[0];

export async function insertSeason(db: Db, values: typeof seasons.$inferInsert) {
  const [row] = await db.insert(seasons).values(values).returning();
  return row!;
}

export const updateSeason = (db: Db | Tx, id: string, values: Partial<typeof seasons.$inferInsert>) =>
  updateRow(db, seasons, id, values);

export const deleteSeason = (db: Db, id: string) => db.delete(seasons).where(eq(seasons.id, id));

/** Stores the table's new digest and time, only if the digest changed (one conditional update). */
export async function markRecomputed(db: Db, id: string, digest: string, at: Date) {
  const rows = await db
    .update(seasons)
    .set({ inputsDigest: digest, lastRecomputedAt: at })
    .where(and(eq(seasons.id, id), sql`${seasons.inputsDigest} is distinct from ${digest}`))
    .returning({ at: seasons.lastRecomputedAt });
  return rows[0]?.at ?? null;
}

export const seasonGamesOf = (db: Db | Tx, seasonIds: string[]) =>
  whenAny(seasonIds, () =>
    db
      .select()
      .from(seasonGames)
      .where(inArray(seasonGames.seasonId, seasonIds))
      .orderBy(asc(seasonGames.attachedAt)),
  );

export const seasonOfGame = async (db: Db | Tx, gameId: string) =>
  (await db.select().from(seasonGames).where(eq(seasonGames.gameId, gameId)))[0];

export const insertSeasonGame = (db: Db | Tx, seasonId: string, gameId: string) =>
  db.insert(seasonGames).values({ seasonId, gameId }).onConflictDoNothing().returning();

export const deleteSeasonGame = (db: Db, seasonId: string, gameId: string) =>
  db
    .delete(seasonGames)
    .where(and(eq(seasonGames.seasonId, seasonId), eq(seasonGames.gameId, gameId)))
    .returning();

/** The user's own memberships, for their data export. */
export const membershipsOfUser = (db: Db, userId: string) =>
  db
    .select({ leagueId: leagueMembers.leagueId, leagueName: leagues.name, joinedAt: leagueMembers.createdAt })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(eq(leagueMembers.userId, userId));
