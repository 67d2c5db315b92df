import { and, asc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  gameParticipants,
  games,
  tournamentPlayers,
  tournaments,
  tournamentTables,
} from '../../db/schema.ts';

export type TournamentRow = typeof tournaments.$inferSelect;
export type TableRow = typeof tournamentTables.$inferSelect;
export type PlayerRow = typeof tournamentPlayers.$inferSelect;
export type { Tx };

export async function insertTournament(
  tx: Tx,
  values: typeof tournaments.$inferInsert,
  tables: Omit<typeof tournamentTables.$inferInsert, 'tournamentId'>[],
  players: Omit<typeof tournamentPlayers.$inferInsert, 'tournamentId'>[],
) {
  const [row] = await tx
    .insert(tournaments)
    .values(values)
    .onConflictDoNothing({ target: tournaments.gameId })
    .returning();
  if (!row) return undefined;
  await tx.insert(tournamentTables).values(tables.map((t) => ({ ...t, tournamentId: row.id })));
  await tx.insert(tournamentPlayers).values(players.map((p) => ({ ...p, tournamentId: row.id })));
  return row;
}

/** A late entrant, seated while the tournament runs. */
export async function insertPlayer(tx: Tx, values: typeof tournamentPlayers.$inferInsert) {
  const [row] = await tx.insert(tournamentPlayers).values(values).returning();
  return row!;
}

export const insertTable = (tx: Tx, values: typeof tournamentTables.$inferInsert) =>
  tx.insert(tournamentTables).values(values);

// Every read of a tournament (the page, an action, the broadcast) starts with its row: prepared once.
const findByIdStatement = preparedPerDatabase((db: Db | Tx) =>
  db
    .select()
    .from(tournaments)
    .where(eq(tournaments.id, sql.placeholder('id')))
    .prepare('tournaments_find'),
);
export const findById = async (db: Db | Tx, id: string) => (await findByIdStatement(db).execute({ id }))[0];

// The tournament page's first read: the tournament, its game's host and the reader's own seat row,
// so the access check needs no statement of its own (docs/performance.md, "Night round").
const findWithReaderSeatStatement = preparedPerDatabase((db: Db | Tx) =>
  db
    .select({ tournament: tournaments, hostId: games.hostId, ownStatus: gameParticipants.status })
    .from(tournaments)
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .leftJoin(
      gameParticipants,
      and(
        eq(gameParticipants.gameId, tournaments.gameId),
        eq(gameParticipants.userId, sql.placeholder('userId')),
      ),
    )
    .where(eq(tournaments.id, sql.placeholder('id')))
    .prepare('tournaments_find_with_reader_seat'),
);
export const findWithReaderSeat = async (db: Db | Tx, id: string, userId: string) =>
  (await findWithReaderSeatStatement(db).execute({ id, userId }))[0];
export const findByGame = async (db: Db | Tx, gameId: string) =>
  (await db.select().from(tournaments).where(eq(tournaments.gameId, gameId)))[0];
export const findByDisplayCode = async (db: Db, code: string) =>
  (await db.select().from(tournaments).where(eq(tournaments.displayCode, code)))[0];

export const findByDisplayToken = async (db: Db, token: string) =>
  (await db.select().from(tournaments).where(eq(tournaments.displayToken, token)))[0];

/** Locks the tournament for one action: concurrent host actions apply one after the other. */
const lockStatement = preparedPerDatabase((db: Db | Tx) =>
  db
    .select()
    .from(tournaments)
    .where(eq(tournaments.id, sql.placeholder('id')))
    .for('update')
    .prepare('tournaments_lock'),
);
export const lock = async (tx: Tx, id: string) => (await lockStatement(tx).execute({ id }))[0];

/**
 * A host's action: locks the game's row, then the tournament's, in one statement, when `hostId`
 * hosts the game (the access check and both locks in one round trip; anyone else locks nothing,
 * no row matching). The game comes first, as every writer of a game's money takes them:
 * PostgreSQL locks a join's rows in the order of its FROM list (docs/tournament.md, "Host actions").
 */
const lockForHostStatement = preparedPerDatabase((db: Db | Tx) =>
  db
    .select({ tournament: tournaments })
    .from(games)
    .innerJoin(tournaments, eq(tournaments.gameId, games.id))
    .where(and(eq(tournaments.id, sql.placeholder('id')), eq(games.hostId, sql.placeholder('hostId'))))
    .for('update')
    .prepare('tournaments_lock_for_host'),
);
export const lockForHost = async (tx: Tx, id: string, hostId: string) =>
  (await lockForHostStatement(tx).execute({ id, hostId }))[0]?.tournament;

type TournamentChange = Partial<typeof tournaments.$inferInsert>;

/** Writes the change to the tournament the condition picks, bumping its version: the row written, if any. */
const writeVersioned = async (db: Db | Tx, where: SQL | undefined, values: TournamentChange) =>
  (
    await db
      .update(tournaments)
      .set({ ...values, version: sql`${tournaments.version} + 1`, updatedAt: sql`now()` })
      .where(where)
      .returning()
  )[0];

export async function save(tx: Db | Tx, id: string, values: TournamentChange) {
  return (await writeVersioned(tx, eq(tournaments.id, id), values))!;
}

/**
 * The scheduler's write: applies a clock change only if nobody changed the tournament since it was
 * read (same version). With several instances, exactly one of them wins each level end.
 */
export const saveIfUnchanged = (db: Db, id: string, version: number, values: TournamentChange) =>
  writeVersioned(db, and(eq(tournaments.id, id), eq(tournaments.version, version)), values);

/** Live clocks whose level or break ends by `now`. */
export const findDue = (db: Db, now: Date) =>
  db
    .select()
    .from(tournaments)
    .where(
      and(
        inArray(tournaments.status, ['active']),
        or(
          // A running level is due only when the clock will move past it: not on the last level, not
          // with auto-advance off (the host moves it). Otherwise it would be read again every tick
          // forever with nothing to do (the domain's `nextDeadline` is null for it).
          and(
            eq(tournaments.clockState, 'running'),
            lte(tournaments.levelEndsAt, now),
            eq(tournaments.autoAdvanceBlinds, true),
            sql`${tournaments.levelIndex} < jsonb_array_length(${tournaments.levels}) - 1`,
          ),
          and(eq(tournaments.clockState, 'break'), lte(tournaments.breakEndsAt, now)),
        ),
      ),
    )
    .limit(100);

export const tablesOf = (db: Db | Tx, id: string) =>
  db
    .select()
    .from(tournamentTables)
    .where(eq(tournamentTables.tournamentId, id))
    .orderBy(asc(tournamentTables.tableNumber));
export const playersOf = (db: Db | Tx, id: string) =>
  db
    .select()
    .from(tournamentPlayers)
    .where(eq(tournamentPlayers.tournamentId, id))
    .orderBy(asc(tournamentPlayers.name));

export async function updatePlayer(
  tx: Tx,
  id: string,
  values: Partial<typeof tournamentPlayers.$inferInsert>,
) {
  const [row] = await tx
    .update(tournamentPlayers)
    .set(values)
    .where(eq(tournamentPlayers.id, id))
    .returning();
  return row;
}

export const updateTable = (
  tx: Tx,
  tournamentId: string,
  tableNumber: number,
  values: Partial<typeof tournamentTables.$inferInsert>,
) =>
  tx
    .update(tournamentTables)
    .set(values)
    .where(
      and(eq(tournamentTables.tournamentId, tournamentId), eq(tournamentTables.tableNumber, tableNumber)),
    );
