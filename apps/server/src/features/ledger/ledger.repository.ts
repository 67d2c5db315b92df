import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { gameIdParam, preparedPerGame } from '../../db/prepared.ts';
import { replaceName } from '../../db/rows.ts';
import {
  blindLevels,
  gameParticipants,
  games,
  ledgerEntries,
  tournamentPlayers,
  tournaments,
  users,
} from '../../db/schema.ts';
import { rowsOfUser } from '../games/index.ts';

export type { Tx };
export type GameRow = typeof games.$inferSelect;
export type EntryRow = typeof ledgerEntries.$inferSelect;
export type NewEntry = typeof ledgerEntries.$inferInsert;
export type TournamentRow = typeof tournaments.$inferSelect;

/** Everyone attached to the game with the names to show. */
export const participantsOf = preparedPerGame((db: Db | Tx) =>
  db
    .select({
      id: gameParticipants.id,
      userId: gameParticipants.userId,
      status: gameParticipants.status,
      email: gameParticipants.email,
      isGuest: gameParticipants.isGuest,
      guestFirstName: gameParticipants.guestFirstName,
      guestLastName: gameParticipants.guestLastName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(gameParticipants)
    .leftJoin(users, eq(users.id, gameParticipants.userId))
    .where(eq(gameParticipants.gameId, gameIdParam))
    .orderBy(asc(gameParticipants.createdAt), asc(gameParticipants.id))
    .prepare('ledger_participants'),
);
export type ParticipantRow = Awaited<ReturnType<typeof participantsOf>>[number];

const recorder = alias(users, 'recorder');
const reversal = alias(ledgerEntries, 'reversal');

/** The game's entries in the order they were recorded, with who recorded them and what reversed them. */
export const entriesOf = preparedPerGame((db: Db | Tx) =>
  db
    .select({
      entry: ledgerEntries,
      recorderFirstName: recorder.firstName,
      recorderLastName: recorder.lastName,
      reversedById: reversal.id,
    })
    .from(ledgerEntries)
    .leftJoin(recorder, eq(recorder.id, ledgerEntries.recordedById))
    .leftJoin(reversal, eq(reversal.reversesEntryId, ledgerEntries.id))
    .where(eq(ledgerEntries.gameId, gameIdParam))
    .orderBy(asc(ledgerEntries.recordedAt), asc(ledgerEntries.id))
    .prepare('ledger_entries_of_game'),
);
export type EntryWithNames = Awaited<ReturnType<typeof entriesOf>>[number];

export const findEntry = async (db: Db | Tx, gameId: string, entryId: string) =>
  (
    await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.gameId, gameId), eq(ledgerEntries.id, entryId)))
  )[0];

export const isReversed = async (db: Db | Tx, entryId: string) =>
  (
    await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reversesEntryId, entryId))
  ).length > 0;

/** Only ever an insert: the ledger has no update or delete. */
export async function insertEntries(tx: Db | Tx, values: NewEntry[]) {
  return tx.insert(ledgerEntries).values(values).returning();
}

/** Keeps the participant's "buy-in paid" flag (manage page) in step with the ledger. */
export async function setBuyInPaid(tx: Tx, participantId: string, paid: boolean) {
  await tx
    .update(gameParticipants)
    .set({ buyInPaid: paid, updatedAt: sql`now()` })
    .where(eq(gameParticipants.id, participantId));
}

const tournamentsOf = preparedPerGame((db: Db | Tx) =>
  db.select().from(tournaments).where(eq(tournaments.gameId, gameIdParam)).prepare('ledger_tournament'),
);
export const tournamentOf = async (db: Db | Tx, gameId: string) => (await tournamentsOf(db, gameId))[0];

/** The players of the game's tournament (none for a cash game or before the start), in one read. */
const tournamentPlayerRows = preparedPerGame((db: Db | Tx) =>
  db
    .select({ player: tournamentPlayers })
    .from(tournamentPlayers)
    .innerJoin(tournaments, eq(tournaments.id, tournamentPlayers.tournamentId))
    .where(eq(tournaments.gameId, gameIdParam))
    .orderBy(asc(tournamentPlayers.finishPosition), asc(tournamentPlayers.name))
    .prepare('ledger_tournament_players'),
);
export const tournamentPlayersOfGame = async (db: Db | Tx, gameId: string) =>
  (await tournamentPlayerRows(db, gameId)).map((r) => r.player);

export const tournamentPlayersOf = (db: Db | Tx, tournamentId: string) =>
  db
    .select()
    .from(tournamentPlayers)
    .where(eq(tournamentPlayers.tournamentId, tournamentId))
    .orderBy(asc(tournamentPlayers.finishPosition), asc(tournamentPlayers.name));

export const gameLevels = (db: Db, gameId: string) =>
  db.select().from(blindLevels).where(eq(blindLevels.gameId, gameId)).orderBy(asc(blindLevels.position));

export const userTimeZone = async (db: Db, userId: string) =>
  (await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)))[0]?.timeZone ??
  'UTC';

export const userName = async (db: Db, userId: string) => {
  const [u] = await db
    .select({ f: users.firstName, l: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return u ? `${u.f} ${u.l}` : 'Former user';
};

/**
 * The host's games (not drafts) scheduled from the first day to the last, both included, as
 * calendar days in the given time zone, each with its ledger entries.
 */
export async function hostedGamesBetween(db: Db, hostId: string, from: string, to: string, timeZone: string) {
  const rows = await db
    .select()
    .from(games)
    .where(
      and(
        eq(games.hostId, hostId),
        ne(games.status, 'draft'),
        gte(games.scheduledDate, sql`(${from}::date)::timestamp at time zone ${timeZone}`),
        lt(games.scheduledDate, sql`((${to}::date) + 1)::timestamp at time zone ${timeZone}`),
      ),
    )
    .orderBy(asc(games.scheduledDate), asc(games.id));
  const ids = rows.map((g) => g.id);
  const entries = ids.length
    ? await db.select().from(ledgerEntries).where(inArray(ledgerEntries.gameId, ids))
    : [];
  return rows.map((game) => ({ game, entries: entries.filter((e) => e.gameId === game.id) }));
}

/** The user's own entries across games, for their data export. */
export const entriesOfUser = (db: Db, userId: string) =>
  db
    .select({
      gameId: ledgerEntries.gameId,
      gameName: games.name,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      chips: ledgerEntries.chips,
      note: ledgerEntries.note,
      recordedAt: ledgerEntries.recordedAt,
      reversesEntryId: ledgerEntries.reversesEntryId,
    })
    .from(ledgerEntries)
    .innerJoin(games, eq(games.id, ledgerEntries.gameId))
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(asc(ledgerEntries.recordedAt));

/**
 * Account deletion (docs/security.md, "Account deletion"): the deleted player's entries stay, so
 * every game still adds up, under their pseudonym and with the notes about them cleared; their
 * name in any other note of those games (an undone knockout's reason) becomes the pseudonym.
 */
export async function forgetPlayer(tx: Tx, userId: string, pseudonym: string) {
  const theirs = rowsOfUser(tx, userId, ledgerEntries);
  const named = await tx
    .selectDistinct({ gameId: ledgerEntries.gameId, name: ledgerEntries.playerName })
    .from(ledgerEntries)
    .where(theirs);
  if (named.length === 0) return;
  await tx.update(ledgerEntries).set({ playerName: pseudonym, note: '' }).where(theirs);
  for (const { gameId, name } of named) {
    if (!name.trim()) continue;
    await tx
      .update(ledgerEntries)
      .set({ note: replaceName(ledgerEntries.note, name, pseudonym) })
      .where(and(eq(ledgerEntries.gameId, gameId), sql`strpos(${ledgerEntries.note}, ${name}) > 0`));
  }
}
