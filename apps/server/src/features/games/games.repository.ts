import { activeStatuses, openGameStatuses, seatedStatuses } from '@pokerhome/domain';
import { and, asc, eq, getTableColumns, type Placeholder, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { gameIdParam, preparedPerDatabase, preparedPerGame } from '../../db/prepared.ts';
import { jsonObject, sqlList, updateRow } from '../../db/rows.ts';
import { blindLevels, gameActivities, gameParticipants, games, tournaments, users } from '../../db/schema.ts';

export type GameRow = typeof games.$inferSelect;
export type BlindLevelRow = typeof blindLevels.$inferSelect;

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
/** The game's tournament is running (or paused) now: listed as Live, among the upcoming games. */
const isLive = sql<boolean>`exists (select 1 from ${tournaments} where ${tournaments.gameId} = ${games.id} and ${tournaments.status} in ('active', 'paused'))`;
/** Upcoming: scheduled in the future, or playing now (a game started late or early). */
const upcomingCondition = sql`(${games.status} in ${sqlList(openGameStatuses)} and (${games.scheduledDate} >= now() or ${isLive}))`;

/** What a game page reads of its game: the row, its host's name, and whether it has a tournament and is live. */
const gameWithHostColumns = {
  game: games,
  hostFirstName: users.firstName,
  hostLastName: users.lastName,
  hasTournament,
  isLive,
};

/**
 * What a list reads of each game: only the columns its summary shows (game-mapper.ts
 * `toGameSummary`), not the whole row: reading, parsing and mapping the other forty columns (the
 * description, the rules, the buy-in's every setting) of each of twenty games cost more of the
 * server's time than the statement itself (docs/performance.md, "Many users").
 */
const gameSummaryColumns = {
  game: {
    id: games.id,
    name: games.name,
    type: games.type,
    status: games.status,
    scheduledDate: games.scheduledDate,
    hostId: games.hostId,
    locationName: games.locationName,
    locationAddress: games.locationAddress,
    locationNotes: games.locationNotes,
    buyInCents: games.buyInCents,
    currency: games.currency,
    maxParticipants: games.maxParticipants,
  },
  hostFirstName: users.firstName,
  hostLastName: users.lastName,
  hasTournament,
  isLive,
};

const findGameStatement = preparedPerDatabase((db: Db | Tx) =>
  db
    .select({
      game: games,
      hostFirstName: users.firstName,
      hostLastName: users.lastName,
      // The game's time zone is its host's (docs/reach.md): e-mails write times in it.
      hostTimeZone: users.timeZone,
      hasTournament,
      isLive,
    })
    .from(games)
    .innerJoin(users, eq(users.id, games.hostId))
    .where(eq(games.id, sql.placeholder('id')))
    .prepare('games_find'),
);

/**
 * The game's blind levels in order, each as the row `findLevels` reads (keys from the table's own
 * columns), as one JSON value of the game's row: the game page reads the game and its structure in
 * one statement.
 */
const levelsOfGame = sql<
  BlindLevelRow[]
>`coalesce((select json_agg(${jsonObject(getTableColumns(blindLevels))} order by ${blindLevels.position}) from ${blindLevels} where ${blindLevels.gameId} = ${games.id}), '[]'::json)`;

const findGameWithLevelsStatement = preparedPerDatabase((db: Db) =>
  db
    .select({ ...gameWithHostColumns, levels: levelsOfGame })
    .from(games)
    .innerJoin(users, eq(users.id, games.hostId))
    .where(eq(games.id, sql.placeholder('id')))
    .prepare('games_find_with_levels'),
);

/** The game page's read of the game: its row, its host's name and its blind levels in order. */
export async function findGameWithLevels(db: Db, id: string) {
  const [row] = await findGameWithLevelsStatement(db).execute({ id });
  return row;
}

export async function findGame(db: Db | Tx, id: string) {
  const [row] = await findGameStatement(db).execute({ id });
  return row;
}

/** Several games with their hosts in one query, in no particular order. */
const findGamesStatement = preparedPerDatabase((db: Db | Tx) =>
  db
    .select(gameSummaryColumns)
    .from(games)
    .innerJoin(users, eq(users.id, games.hostId))
    .where(sql`${games.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('games_by_ids'),
);
export async function findGames(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return findGamesStatement(db).execute({ ids });
}

/**
 * The game row locked for the rest of the transaction: capacity decisions, and the ledger's rules
 * checks, on it cannot interleave.
 */
const lockGameStatement = preparedPerDatabase((db: Db | Tx) =>
  db
    .select()
    .from(games)
    .where(eq(games.id, sql.placeholder('id')))
    .for('update')
    .prepare('games_lock'),
);
export async function lockGame(tx: Tx, id: string) {
  const [row] = await lockGameStatement(tx).execute({ id });
  return row;
}

/** The bare game row, without its host. */
// The access check's two reads run on every read of a game's pages (a tournament's included):
// prepared once per database handle instead of built on each call (docs/performance.md).
const findGameRowStatement = preparedPerDatabase((db: Db | Tx) =>
  db
    .select()
    .from(games)
    .where(eq(games.id, sql.placeholder('id')))
    .prepare('games_find_row'),
);
export const findGameRow = async (db: Db | Tx, id: string) =>
  (await findGameRowStatement(db).execute({ id }))[0];

const attachmentStatement = preparedPerDatabase((db: Db | Tx) =>
  db
    .select({ status: gameParticipants.status })
    .from(gameParticipants)
    .where(
      and(eq(gameParticipants.gameId, gameIdParam), eq(gameParticipants.userId, sql.placeholder('userId'))),
    )
    .prepare('games_attachment'),
);

/** The user's own place in the game, if any. */
export const attachmentOf = async (db: Db | Tx, gameId: string, userId: string) =>
  (await attachmentStatement(db).execute({ gameId, userId }))[0];

// The access check in one round trip: the game row and the reader's own seat row beside it (at most
// one: a user has one seat row per game).
const rowWithAttachmentStatement = preparedPerDatabase((db: Db | Tx) =>
  db
    .select({ game: games, ownStatus: gameParticipants.status })
    .from(games)
    .leftJoin(
      gameParticipants,
      and(eq(gameParticipants.gameId, games.id), eq(gameParticipants.userId, sql.placeholder('userId'))),
    )
    .where(eq(games.id, gameIdParam))
    .prepare('games_row_with_attachment'),
);

/** The bare game row and the user's own seat status (null without one). */
export const findGameRowWithAttachment = async (db: Db | Tx, gameId: string, userId: string) =>
  (await rowWithAttachmentStatement(db).execute({ gameId, userId }))[0];

/** A tournament's end completes its game; undoing the last elimination schedules it again. */
export const setGameStatus = (tx: Tx, id: string, status: 'completed' | 'scheduled') =>
  tx.update(games).set({ status }).where(eq(games.id, id));

export const findLevels = preparedPerGame((db: Db) =>
  db
    .select()
    .from(blindLevels)
    .where(eq(blindLevels.gameId, gameIdParam))
    .orderBy(asc(blindLevels.position))
    .prepare('games_levels'),
);

/** With `from`, one conditional update: only a game still in that status changes (two "End" taps end it once). */
export async function updateGameRow(
  db: Db | Tx,
  id: string,
  values: Partial<typeof games.$inferInsert>,
  from?: GameRow['status'],
) {
  return updateRow(db, games, id, values, from ? eq(games.status, from) : undefined);
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
const myGameIds = (userId: string | Placeholder) => sql`(
  select ${games.id} from ${games} where ${games.hostId} = ${userId}
  union
  select ${gameParticipants.gameId} from ${gameParticipants} where ${gameParticipants.userId} = ${userId}
)`;

const seated = sqlList(seatedStatuses);
const active = sqlList(activeStatuses);

/**
 * A game's seat, invitation and waiting-list counts and the reader's own status, over its
 * `game_participants` rows: one definition for the list's subquery and `countParticipants`.
 */
const participantCounts = {
  seated: sql`count(*) filter (where ${gameParticipants.status} in ${seated})`,
  active: sql`count(*) filter (where ${gameParticipants.status} in ${active})`,
  waitlisted: sql`count(*) filter (where ${gameParticipants.status} = 'waitlisted')`,
  own: sql`max(${gameParticipants.status}) filter (where ${gameParticipants.userId} = ${sql.placeholder('userId')})`,
};

/**
 * The row's counts as one value of the list's own statement: PostgreSQL works it out after the
 * page is cut (a subquery in the output of a sorted, limited query), so only the rows sent are
 * counted, without a second round trip.
 */
const participantCountsOfRow = sql<ParticipantCounts>`(select ${jsonObject(participantCounts)} from ${gameParticipants} where ${gameParticipants.gameId} = ${games.id})`;

/** The filters of a list request that change the statement's text (the values are parameters). */
const listShape = (filter: ListFilter) =>
  `${filter.scope}${filter.status ? '_status' : ''}${filter.type ? '_type' : ''}${filter.search ? '_search' : ''}`;
/**
 * The list's page and count statements, built once per shape and per database and prepared by
 * name: the games list is the busiest read, and building its statement cost more CPU than running
 * it (docs/performance.md, "Prepared statements").
 */
function buildListStatements(db: Db, filter: ListFilter, shape: string) {
  const conditions = [sql`${games.id} in ${myGameIds(sql.placeholder('userId'))}`];
  // Drafts are the host's unfinished wizard: nobody else lists them.
  conditions.push(sql`(${games.status} <> 'draft' or ${games.hostId} = ${sql.placeholder('userId')})`);
  if (filter.status) conditions.push(sql`${games.status} = ${sql.placeholder('status')}`);
  if (filter.type) conditions.push(sql`${games.type} = ${sql.placeholder('type')}`);
  if (filter.search) {
    const pattern = sql.placeholder('pattern');
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
  const page = db
    .select({
      ...gameSummaryColumns,
      inScope: sql<boolean>`${inScope}`,
      total: sql<number>`count(*) filter (where ${inScope}) over ()`.mapWith(Number),
      upcoming: sql<number>`count(*) filter (where ${upcomingCondition}) over ()`.mapWith(Number),
      past: sql<number>`count(*) filter (where not ${upcomingCondition}) over ()`.mapWith(Number),
      participantCounts: participantCountsOfRow,
    })
    .from(games)
    .innerJoin(users, eq(users.id, games.hostId))
    .where(base)
    .orderBy(
      ...(filter.scope === 'all' ? [] : [sql`${inScope} desc`]),
      filter.scope === 'past' ? sql`${games.scheduledDate} desc` : asc(games.scheduledDate),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`games_list_${shape}`);
  const counts = db
    .select({
      upcoming: sql<number>`count(*) filter (where ${upcomingCondition})`.mapWith(Number),
      past: sql<number>`count(*) filter (where not ${upcomingCondition})`.mapWith(Number),
    })
    .from(games)
    .innerJoin(users, eq(users.id, games.hostId))
    .where(base)
    .prepare(`games_list_counts_${shape}`);
  return { page, counts };
}
const listStatementsByShape = new Map<string, (db: Db) => ReturnType<typeof buildListStatements>>();

/**
 * One page of the user's games plus the tab counts, in one indexed query: the window counts run over
 * the user's whole (filtered) set, the page is its in-scope rows sorted first, each with its
 * participant counts.
 */
export async function listGames(db: Db, filter: ListFilter) {
  const shape = listShape(filter);
  let statementsFor = listStatementsByShape.get(shape);
  if (!statementsFor) {
    statementsFor = preparedPerDatabase((d: Db) => buildListStatements(d, filter, shape));
    listStatementsByShape.set(shape, statementsFor);
  }
  const statements = statementsFor(db);
  const params = {
    userId: filter.userId,
    status: filter.status,
    type: filter.type,
    pattern: filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined,
    limit: filter.limit,
    offset: filter.offset,
  };
  const rows = await statements.page.execute(params);
  const first = rows[0];
  if (first) {
    return {
      rows: rows.filter((r) => r.inScope),
      total: first.total,
      counts: { upcoming: first.upcoming, past: first.past },
    };
  }
  // A page past the end: the counts still describe the whole set.
  const [counts] = await statements.counts.execute(params);
  return { rows: [], total: 0, counts: counts ?? { upcoming: 0, past: 0 } };
}

export type ParticipantCounts = { seated: number; active: number; waitlisted: number; own: string | null };

const countStatement = preparedPerDatabase((db: Db | Tx) =>
  db
    .select({
      gameId: gameParticipants.gameId,
      seated: sql<number>`${participantCounts.seated}`.mapWith(Number),
      active: sql<number>`${participantCounts.active}`.mapWith(Number),
      waitlisted: sql<number>`${participantCounts.waitlisted}`.mapWith(Number),
      own: sql<string | null>`${participantCounts.own}`,
    })
    .from(gameParticipants)
    .where(sql`${gameParticipants.gameId} = any(${sql.placeholder('gameIds')}::uuid[])`)
    .groupBy(gameParticipants.gameId)
    .prepare('games_participant_counts'),
);

/**
 * Seat, invitation and waiting-list counts for a set of games, and the caller's own status in each.
 * Prepared once per database (every list and game page asks it).
 */
export async function countParticipants(db: Db | Tx, gameIds: string[], userId: string | null) {
  const result = new Map<string, ParticipantCounts>();
  if (gameIds.length === 0) return result;
  const rows = await countStatement(db).execute({ gameIds, userId });
  for (const r of rows)
    result.set(r.gameId, { seated: r.seated, active: r.active, waitlisted: r.waitlisted, own: r.own });
  return result;
}

export const recordActivity = (db: Db | Tx, values: typeof gameActivities.$inferInsert) =>
  db.insert(gameActivities).values(values);
