import {
  type CreateGameRequest,
  capabilitiesForRole,
  checkGameRules,
  gameMessages,
  isGameOpen,
  type ListGamesQuery,
  type UpdateGameRequest,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { rowFromLevel } from '../../lib/blind-levels.ts';
import { randomToken } from '../../lib/crypto.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { buyInToColumns, locationToColumns, toCents } from '../../lib/game-settings.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { canReadGame, roleIn } from './game-access.ts';
import { toGame, toGameSummary } from './game-mapper.ts';
import * as repo from './games.repository.ts';
import { mailDraftInvitations } from './invitation-mailing.ts';
import { listParticipants, seatedCount } from './participants.repository.ts';
import { assertShareLinkOpen, isShareToken } from './share-link.ts';
import { fillFreedSeats } from './waitlist.ts';

function assertRules(game: Parameters<typeof checkGameRules>[0], auth: AuthContext) {
  const fields = checkGameRules(game, {
    now: Date.now(),
    maxParticipants: capabilitiesForRole(auth.role).maxParticipants,
  });
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

function columnsFrom(body: Partial<CreateGameRequest>) {
  const structure = body.blindStructure;
  return {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(body.type === undefined ? {} : { type: body.type }),
    ...(body.scheduledDate === undefined ? {} : { scheduledDate: new Date(body.scheduledDate) }),
    ...(body.maxParticipants === undefined ? {} : { maxParticipants: body.maxParticipants }),
    ...(body.rules === undefined ? {} : { rules: body.rules }),
    // Location and buy-in are replaced whole; a partial update sends both or neither.
    ...(body.location === undefined ? {} : locationToColumns(body.location)),
    ...(body.buyIn === undefined ? {} : buyInToColumns(body.buyIn)),
    ...(structure === undefined
      ? {}
      : { startingChips: structure.startingChips, payouts: structure.prizePoolBreakdown?.payouts ?? null }),
  };
}

const levelRows = (body: Partial<CreateGameRequest>) => (body.blindStructure?.levels ?? []).map(rowFromLevel);

export async function createGame(
  app: FastifyInstance,
  auth: AuthContext,
  body: CreateGameRequest,
  origin: { templateId?: string } = {},
) {
  assertRules(body, auth);
  const row = await insertGameRow(app.db, auth.userId, body, origin.templateId);
  await app.events.emit('game-changed', { gameId: row.id });
  return readGame(app, auth, row.id);
}

/** Writes a game and its levels (inside the caller's transaction when given one: series use it). */
export function insertGameRow(db: Db | Tx, hostId: string, body: CreateGameRequest, templateId?: string) {
  return repo.insertGame(
    db as Db,
    {
      ...columnsFrom(body),
      name: body.name,
      type: body.type,
      scheduledDate: new Date(body.scheduledDate),
      maxParticipants: body.maxParticipants,
      locationName: body.location.name,
      buyInCents: toCents(body.buyIn.amount),
      hostId,
      status: body.status,
      shareToken: randomToken(18),
      templateId: templateId ?? null,
    },
    body.type === 'tournament' ? levelRows(body) : [],
  );
}

/**
 * A game is visible to its host, to anyone attached to it, and to whoever holds its share link;
 * to everyone else it does not exist (404, not 403).
 */
export async function readGame(app: FastifyInstance, auth: AuthContext, gameId: string, shareToken?: string) {
  // One round trip: the two reads (the game with its levels, its players) go out together; a
  // stranger still learns nothing (404 below).
  const [row, participants] = await Promise.all([
    repo.findGameWithLevels(app.db, gameId),
    listParticipants(app.db, gameId),
  ]);
  if (!row) throw notFound(gameMessages.gameNotFound);
  const own = participants.find((p) => p.participant.userId === auth.userId)?.participant.status;
  const attached = canReadGame(roleIn(row.game, auth.userId, own));
  if (!attached && !isShareToken(row.game, shareToken)) throw notFound(gameMessages.gameNotFound);
  // A newcomer with a link the host turned off (or filled) is told so at once.
  if (!attached) await assertShareLinkOpen(app.db, row.game);
  return toGame(row, row.levels, participants, auth.userId, app.config.publicUrl);
}

export async function listGames(app: FastifyInstance, auth: AuthContext, query: ListGamesQuery) {
  const { rows, total, counts } = await repo.listGames(app.db, { userId: auth.userId, ...query });
  return {
    games: rows.map((r) => toGameSummary(r, r.participantCounts, auth.userId)),
    total,
    counts,
  };
}

/** Summaries of the given games in the given order, as the caller sees them. */
export async function gameSummaries(app: FastifyInstance, auth: AuthContext, ids: string[]) {
  const [rows, counts] = await Promise.all([
    repo.findGames(app.db, ids),
    repo.countParticipants(app.db, ids, auth.userId),
  ]);
  const byId = new Map(rows.map((row) => [row.game.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toGameSummary(row, counts.get(id), auth.userId)] : [];
  });
}

export async function requireHostedGame(app: FastifyInstance, auth: AuthContext, gameId: string) {
  const row = await repo.findGame(app.db, gameId);
  if (!row) throw notFound(gameMessages.gameNotFound);
  if (row.game.hostId !== auth.userId) {
    // Someone attached to the game learns it is not theirs to manage; a stranger learns nothing.
    const own = await repo.attachmentOf(app.db, gameId, auth.userId);
    if (canReadGame(roleIn(row.game, auth.userId, own?.status))) throw forbidden(gameMessages.onlyHost);
    throw notFound(gameMessages.gameNotFound);
  }
  return row.game;
}

export async function updateGame(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  body: UpdateGameRequest,
) {
  const game = await requireHostedGame(app, auth, gameId);
  if (!isGameOpen(game.status)) throw new AppError('CONFLICT', gameMessages.gameNotEditable);
  assertRules(body, auth);
  const type = body.type ?? game.type;
  if (type === 'tournament' && !body.blindStructure && game.startingChips === null) {
    throw badRequest('Tournament structure is required for tournaments', {
      blindStructure: 'Tournament structure is required for tournaments',
    });
  }
  const scheduledNow = await app.db.transaction(async (tx) => {
    const locked = await repo.lockGame(tx, gameId);
    const seated = await seatedCount(tx, gameId);
    if (body.maxParticipants !== undefined && body.maxParticipants < seated) {
      const message = `${seated} players already have a seat; the maximum cannot be lower`;
      throw badRequest(message, { maxParticipants: message });
    }
    await repo.updateGameRow(tx, gameId, {
      ...columnsFrom(body),
      ...(body.status ? { status: body.status } : {}),
    });
    if (body.blindStructure) await repo.replaceLevels(tx, gameId, levelRows(body));
    return locked?.status === 'draft' && body.status === 'scheduled';
  });
  // Only the request that scheduled the draft mails its invitations, so each goes out once.
  if (scheduledNow) await mailDraftInvitations(app, gameId);
  // A larger table lets the waiting list in.
  if (body.maxParticipants !== undefined) await fillFreedSeats(app, gameId);
  await app.events.emit('game-changed', { gameId });
  return readGame(app, auth, gameId);
}

export async function cancelGame(app: FastifyInstance, auth: AuthContext, gameId: string) {
  const game = await requireHostedGame(app, auth, gameId);
  if (game.status !== 'cancelled') {
    await repo.updateGameRow(app.db, gameId, { status: 'cancelled' });
    await repo.recordActivity(app.db, { gameId, actorUserId: auth.userId, kind: 'game-cancelled' });
    await app.events.emit('game-changed', { gameId });
  }
  return readGame(app, auth, gameId);
}
