import { gameMessages, isSeated, type RsvpRequest, shareLinkMessages } from '@pokerhome/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashToken } from '../../lib/crypto.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import * as games from './games.repository.ts';
import { readGame, requireHostedGame } from './games.service.ts';
import * as repo from './participants.repository.ts';
import { type Answer, answerByUser, answerSeat } from './seats.repository.ts';
import { assertShareLinkOpen, isShareToken } from './share-link.ts';

function assertOpen(game: games.GameRow | undefined): asserts game is games.GameRow {
  if (!game) throw notFound(gameMessages.gameNotFound);
  if (game.status === 'cancelled') throw new AppError('CONFLICT', gameMessages.gameCancelled);
  if (game.status === 'completed') throw new AppError('CONFLICT', gameMessages.gameNotEditable);
}

/**
 * The answer of one seat row, under the game's lock (the database's seat rule, seats.repository.ts):
 * accepted plus confirmed never exceed maxParticipants, the rest wait in line in order of answer;
 * declining a seat gives it to the first in line.
 */
async function answer(tx: Tx, gameId: string, participantId: string, next: Answer) {
  const row = await answerSeat(tx, gameId, participantId, next);
  if (!row) throw notFound(gameMessages.noInvitation);
  return { status: row.status };
}

/**
 * `POST /games/{id}/rsvp` for a signed-in user: their invitation (by account, by their address, or
 * by an e-mailed link they hold) or the game's share link. Without one: 'No invitation found'.
 * A user with a seat row answers in one statement; only a first answer through an address, a link
 * or the share link needs the longer way.
 */
export async function rsvp(app: FastifyInstance, auth: AuthContext, gameId: string, body: RsvpRequest) {
  const known = await answerByUser(app.db, gameId, auth.userId, body);
  switch (known.outcome) {
    case 'answered':
      return { status: known.status };
    case 'no-game':
      throw notFound(gameMessages.gameNotFound);
    case 'cancelled':
      throw new AppError('CONFLICT', gameMessages.gameCancelled);
    case 'completed':
      throw new AppError('CONFLICT', gameMessages.gameNotEditable);
    case 'cap-reached':
      throw new AppError('CONFLICT', shareLinkMessages.capReached);
    case 'no-row':
      return firstAnswer(app, auth, gameId, body);
  }
}

/** The first answer of a user without a seat row: an invitation by address or link, or the share link. */
async function firstAnswer(app: FastifyInstance, auth: AuthContext, gameId: string, body: RsvpRequest) {
  return app.db.transaction(async (tx) => {
    const game = await games.lockGame(tx, gameId);
    assertOpen(game);
    // A seat row made since the first look (a second tab, an invitation just sent) is answered as is.
    let row = await repo.findParticipantByUser(tx, gameId, auth.userId);
    // The account's address is needed only to find an invitation by address: not read otherwise.
    const me = row ? undefined : (await tx.select().from(users).where(eq(users.id, auth.userId)))[0];
    if (!row && me) {
      const byLink = body.inviteToken
        ? await repo.findByInviteToken(tx, hashToken(body.inviteToken))
        : undefined;
      const invitation =
        byLink && byLink.gameId === gameId && byLink.userId === null
          ? byLink
          : await repo.findEmailInvitation(tx, gameId, me.email);
      if (invitation)
        row = await repo.updateParticipantRow(tx, invitation.id, { userId: auth.userId, email: null });
      else if (isShareToken(game, body.inviteToken) && auth.userId !== game.hostId) {
        await assertShareLinkOpen(tx, game);
        row = await repo.insertParticipant(tx, {
          gameId,
          userId: auth.userId,
          status: 'invited',
          invitedAt: new Date(),
          joinedVia: 'share-link',
        });
      }
    } else if (
      row?.joinedVia === 'share-link' &&
      row.status === 'declined' &&
      body.status === 'accepted' &&
      game.shareLinkCap !== null &&
      (await repo.shareLinkUsed(tx, gameId)) >= game.shareLinkCap
    ) {
      throw new AppError('CONFLICT', shareLinkMessages.capReached);
    }
    if (!row) throw notFound(gameMessages.noInvitation);
    return answer(tx, gameId, row.id, body);
  });
}

/** The host takes a seat at their own game (or answers again after leaving). */
export async function joinAsHost(app: FastifyInstance, auth: AuthContext, gameId: string) {
  await requireHostedGame(app, auth, gameId);
  await app.db.transaction(async (tx) => {
    const game = await games.lockGame(tx, gameId);
    assertOpen(game);
    const existing = await repo.findParticipantByUser(tx, gameId, auth.userId);
    if (existing && isSeated(existing.status))
      throw new AppError('CONFLICT', gameMessages.alreadyParticipating);
    if ((await repo.seatedCount(tx, gameId)) >= game.maxParticipants)
      throw new AppError('CONFLICT', gameMessages.full);
    if (existing)
      await repo.updateParticipantRow(tx, existing.id, {
        status: 'accepted',
        waitlistedAt: null,
        respondedAt: new Date(),
      });
    else {
      await repo.insertParticipant(tx, {
        gameId,
        userId: auth.userId,
        status: 'accepted',
        invitedAt: new Date(),
        respondedAt: new Date(),
      });
    }
    await games.recordActivity(tx, { gameId, actorUserId: auth.userId, kind: 'joined' });
  });
  return readGame(app, auth, gameId);
}

/** The invitation behind an e-mailed link, for a visitor who may have no account. */
async function findLinkInvitation(app: FastifyInstance, token: string) {
  const row = await repo.findByInviteToken(app.db, hashToken(token));
  if (!row) throw notFound(gameMessages.noInvitation);
  const game = await games.findGame(app.db, row.gameId);
  if (!game) throw notFound(gameMessages.noInvitation);
  return { row, game };
}

export async function readLinkInvitation(app: FastifyInstance, token: string) {
  const { row, game } = await findLinkInvitation(app, token);
  const levels = await games.findLevels(app.db, game.game.id);
  const counts = (await games.countParticipants(app.db, [game.game.id], null)).get(game.game.id);
  return { row, game, levels, counts };
}

/** RSVP from an e-mailed link without signing in (second step: the page offers an account). */
export async function rsvpByLink(app: FastifyInstance, token: string, body: Answer) {
  const outcome = await app.db.transaction(async (tx) => {
    const row = await repo.findByInviteToken(tx, hashToken(token));
    if (!row) throw notFound(gameMessages.noInvitation);
    assertOpen(await games.lockGame(tx, row.gameId));
    return answer(tx, row.gameId, row.id, body);
  });
  return { status: outcome.status };
}

/**
 * "Can't make it" from a reminder's signed link (the reach feature checks the link): the seat is
 * given up as a decline would, and the waiting list moves up.
 */
export async function declineParticipant(app: FastifyInstance, gameId: string, participantId: string) {
  const outcome = await app.db.transaction(async (tx) => {
    assertOpen(await games.lockGame(tx, gameId));
    return answer(tx, gameId, participantId, { status: 'declined' });
  });
  return { status: outcome.status };
}
