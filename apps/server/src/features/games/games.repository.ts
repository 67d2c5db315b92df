import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blindLevels, gameActivities, gameParticipants, games, tournaments, users } from '../../db/schema.ts';

export type GameRow = typeof games.$inferSelect;
export type BlindLevelRow = typeof blindLevels.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function insertGame(
  db: Db,
  game: typeof games.$inferInsert,
  levels: Omit<typeof blindLevels.$inferInsert, 'gameId'>[],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(games).values(game).returning();
    if (levels.length) await tx.insert(blindLevels).values(levels.map((l) => ({ ...l, gameId: row!.id })));
    await tx
      .insert(gameActivities)
      .values({ gameId: row!.id, actorUserId: game.hostId, kind: 'game-created' });
    return row!;
  });
}

export async function replaceLevels(
  tx: Tx,
  gameId: string,
  levels: Omit<typeof blindLevels.$inferInsert, 'gameId'>[],
) {
  await tx.delete(blindLevels).where(eq(blindLevels.gameId, gameId));
  if (levels.length) await tx.insert(blindLevels).values(levels.map((l) => ({ ...l, gameId })));
}

/** Whether the game's tournament has been started (the clock button replaces Start Tournament). */
const hasTournament = sql<boolean>`exists (select 1 from ${tournaments} where ${tournaments.gameId} = ${games.id})`;

export async function findGame(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ game: games, hostFirstName: users.firstName, hostLastName: users.lastName, hasTournament })
    .from(games)
    .innerJoin(users, eq(users.id, games.hostId))
    .where(eq(games.id, id));
  return row;
}

/** Several games with their hosts in one query, in no particular order. */
export async function findGames(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ game: games, hostFirstName: users.firstName, hostLastName: users.lastName, hasTournament })
    .from(games)
    .innerJoin(users, eq(users.id, games.hostId))
    .where(inArray(games.id, ids));
}

/** The game row locked for the rest of the transaction: capacity decisions on it cannot interleave. */
export async function lockGame(tx: Tx, id: string) {
  const [row] = await tx.select().from(games).where(eq(games.id, id)).for('update');
  return row;
}

export const findGameByShareToken = async (db: Db, token: string) =>
  (await db.select().from(games).where(eq(games.shareToken, token)))[0];

export const findLevels = (db: Db, gameId: string) =>
  db.select().from(blindLevels).where(eq(blindLevels.gameId, gameId)).orderBy(asc(blindLevels.position));

export async function updateGameRow(db: Db | Tx, id: string, values: Partial<typeof games.$inferInsert>) {
  const [row] = await db
    .update(games)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(games.id, id))
    .returning();
  return row;
}

export type ListFilter = {
  userId: string;
  status?: string;
  type?: string;
  scope: 'upcoming' | 'past' | 'all';
  search?: string;
  limit: number;
  offset: number;
};

/** The games a user hosts or is attached to, as one id set the list and the counts share. */
const myGameIds = (userId: string) => sql`(
  select ${games.id} from ${games} where ${games.hostId} = ${userId}
  union
  select ${gameParticipants.gameId} from ${gameParticipants} where ${gameParticipants.userId} = ${userId}
)`;

const upcomingCondition = sql`(${games.status} in ('scheduled', 'draft') and ${games.scheduledDate} >= now())`;

/**
 * One page of the user's games plus the tab counts, in one indexed query: the window counts run over
 * the user's whole (filtered) set, the page is its in-scope rows sorted first. Participant counts for
 * the page come from `countParticipants`.
 */
export async function listGames(db: Db, filter: ListFilter) {
  const conditions = [sql`${games.id} in ${myGameIds(filter.userId)}`];
  // Drafts are the host's unfinished wizard: nobody else lists them.
  conditions.push(sql`(${games.status} <> 'draft' or ${games.hostId} = ${filter.userId})`);
  if (filter.status) conditions.push(sql`${games.status} = ${filter.status}`);
  if (filter.type) conditions.push(sql`${games.type} = ${filter.type}`);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${games.name} ilike ${pattern} or ${games.locationName} ilike ${pattern} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`,
    );
  }
  const base = and(...conditions);
  const inScope =
    filter.scope === 'upcoming'
      ? upcomingCondition
      : filter.scope === 'past'
        ? sql`(not ${upcomingCondition})`
        : sql`true`;
  const rows = await db
    .select({
      game: games,
      hostFirstName: users.firstName,
      hostLastName: users.lastName,
      hasTournament,
      inScope: sql<boolean>`${inScope}`,
      total: sql<number>`count(*) filter (where ${inScope}) over ()`.mapWith(Number),
      upcoming: sql<number>`count(*) filter (where ${upcomingCondition}) over ()`.mapWith(Number),
      past: sql<number>`count(*) filter (where not ${upcomingCondition}) over ()`.mapWith(Number),
    })
    .from(games)
    .innerJoin(users, eq(users.id, games.hostId))
    .where(base)
    .orderBy(
      ...(filter.scope === 'all' ? [] : [sql`${inScope} desc`]),
      filter.scope === 'past' ? sql`${games.scheduledDate} desc` : asc(games.scheduledDate),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  const first = rows[0];
  if (first) {
    return {
      rows: rows.filter((r) => r.inScope),
      total: first.total,
      counts: { upcoming: first.upcoming, past: first.past },
    };
  }
  // A page past the end: the counts still describe the whole set.
  const [counts] = await db
    .select({
      upcoming: sql<number>`count(*) filter (where ${upcomingCondition})`.mapWith(Number),
      past: sql<number>`count(*) filter (where not ${upcomingCondition})`.mapWith(Number),
    })
    .from(games)
    .innerJoin(users, eq(users.id, games.hostId))
    .where(base);
  return { rows: [], total: 0, counts: counts ?? { upcoming: 0, past: 0 } };
}

export type ParticipantCounts = { seated: number; active: number; waitlisted: number; own: string | null };

/** Seat, invitation and waiting-list counts for a set of games, and the caller's own status in each. */
export async function countParticipants(db: Db | Tx, gameIds: string[], userId: string | null) {
  const result = new Map<string, ParticipantCounts>();
  if (gameIds.length === 0) return result;
  const rows = await db
    .select({
      gameId: gameParticipants.gameId,
      seated:
        sql<number>`count(*) filter (where ${gameParticipants.status} in ('accepted', 'confirmed', 'eliminated'))`.mapWith(
          Number,
        ),
      active:
        sql<number>`count(*) filter (where ${gameParticipants.status} in ('invited', 'accepted', 'confirmed', 'eliminated'))`.mapWith(
          Number,
        ),
      waitlisted: sql<number>`count(*) filter (where ${gameParticipants.status} = 'waitlisted')`.mapWith(
        Number,
      ),
      own: sql<
        string | null
      >`max(${gameParticipants.status}) filter (where ${gameParticipants.userId} = ${userId})`,
    })
    .from(gameParticipants)
    .where(inArray(gameParticipants.gameId, gameIds))
    .groupBy(gameParticipants.gameId);
  for (const r of rows)
    result.set(r.gameId, { seated: r.seated, active: r.active, waitlisted: r.waitlisted, own: r.own });
  return result;
}

export const recordActivity = (db: Db | Tx, values: typeof gameActivities.$inferInsert) =>
  db.insert(gameActivities).values(values);
