import { activeStatuses, seatedStatuses } from '@pokerhome/domain';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { gameIdParam, preparedPerGame } from '../../db/prepared.ts';
import { updateRow } from '../../db/rows.ts';
import { gameParticipants, users } from '../../db/schema.ts';

/**
 * The rows that are a user's: by their own user id, or by a seat of theirs in a game (a row kept
 * for the participant). Account deletion finds a player's ledger entries and tournament places so.
 */
export const rowsOfUser = (
  tx: Db | Tx,
  userId: string,
  columns: { userId: AnyPgColumn; participantId: AnyPgColumn },
) =>
  or(
    eq(columns.userId, userId),
    inArray(
      columns.participantId,
      tx
        .select({ id: gameParticipants.id })
        .from(gameParticipants)
        .where(eq(gameParticipants.userId, userId)),
    ),
  );

export type ParticipantRow = typeof gameParticipants.$inferSelect;
export type ParticipantWithUser = {
  participant: ParticipantRow;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  userEmail: string | null;
};

/**
 * Everyone attached to a game, in the order they were added. Built once (every read of a game runs
 * it: docs/performance.md, "The last hot reads built per call").
 */
export const listParticipants: (db: Db | Tx, gameId: string) => Promise<ParticipantWithUser[]> =
  preparedPerGame((db: Db | Tx) =>
    db
      .select({
        participant: gameParticipants,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        userEmail: users.email,
      })
      .from(gameParticipants)
      .leftJoin(users, eq(users.id, gameParticipants.userId))
      .where(eq(gameParticipants.gameId, gameIdParam))
      .orderBy(asc(gameParticipants.createdAt), asc(gameParticipants.id))
      .prepare('participants_of_game'),
  );

/** The game's participant that also meets these conditions, if any. */
const participantOfGame = async (db: Db | Tx, gameId: string, ...conditions: SQL[]) =>
  (
    await db
      .select()
      .from(gameParticipants)
      .where(and(eq(gameParticipants.gameId, gameId), ...conditions))
  )[0];

export const findParticipant = (db: Db | Tx, gameId: string, participantId: string) =>
  participantOfGame(db, gameId, eq(gameParticipants.id, participantId));

export const findParticipantByUser = (db: Db | Tx, gameId: string, userId: string) =>
  participantOfGame(db, gameId, eq(gameParticipants.userId, userId));

/** An e-mail invitation not yet linked to an account. */
export const findEmailInvitation = (db: Db | Tx, gameId: string, email: string) =>
  participantOfGame(db, gameId, eq(gameParticipants.email, email), isNull(gameParticipants.userId));

export const findByInviteToken = async (db: Db | Tx, tokenHash: string) =>
  (await db.select().from(gameParticipants).where(eq(gameParticipants.inviteTokenHash, tokenHash)))[0];

export async function insertParticipant(db: Db | Tx, values: typeof gameParticipants.$inferInsert) {
  const [row] = await db.insert(gameParticipants).values(values).onConflictDoNothing().returning();
  return row;
}

export const updateParticipantRow = (
  db: Db | Tx,
  id: string,
  values: Partial<typeof gameParticipants.$inferInsert>,
) => updateRow(db, gameParticipants, id, values);

export const deleteParticipant = (db: Db | Tx, id: string) =>
  db.delete(gameParticipants).where(eq(gameParticipants.id, id));

type Status = ParticipantRow['status'];

async function countWithStatus(tx: Tx, gameId: string, statuses: readonly Status[]) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(gameParticipants)
    .where(and(eq(gameParticipants.gameId, gameId), inArray(gameParticipants.status, [...statuses])));
  return row?.n ?? 0;
}

/** Seats taken. */
export const seatedCount = (tx: Tx, gameId: string) => countWithStatus(tx, gameId, seatedStatuses);

/** Everyone counted against invitation slots: invited or seated. */
export const activeCount = (tx: Tx, gameId: string) => countWithStatus(tx, gameId, activeStatuses);

/** A new account takes over the e-mail invitations sent to its address before it existed. */
export async function claimEmailInvitations(db: Db, userId: string, email: string) {
  await db
    .update(gameParticipants)
    .set({ userId, updatedAt: sql`now()` })
    .where(
      and(
        eq(gameParticipants.email, email),
        isNull(gameParticipants.userId),
        sql`not exists (select 1 from ${gameParticipants} p2 where p2.game_id = ${gameParticipants.gameId} and p2.user_id = ${userId})`,
      ),
    );
}

/** People who came in through the share link and still hold or want a seat: what its cap counts. */
export async function shareLinkUsed(db: Db | Tx, gameId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(gameParticipants)
    .where(
      and(
        eq(gameParticipants.gameId, gameId),
        eq(gameParticipants.joinedVia, 'share-link'),
        sql`${gameParticipants.status} <> 'declined'`,
      ),
    );
  return row?.n ?? 0;
}
