import {
  gameMessages,
  isSeated,
  type ParticipantStatus,
  type RsvpRequest,
  shareLinkMessages,
} from '@pokerhome/domain';
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
import { assertShareLinkOpen, isShareToken } from './share-link.ts';
import { promoteWaiting } from './waitlist.ts';

type Answer = { status: 'accepted' | 'declined'; message?: string | undefined };

/**
 * The one place a seat is taken by an answer. Under the game's row lock, so however many people
 * answer at the same instant, accepted plus confirmed never exceed maxParticipants: the rest wait in
 * line (waitlisted, in order of answer). Declining a seat gives it to the first in line.
 */
async function answer(
  tx: Tx,
  game: games.GameRow,
  row: repo.ParticipantRow,
  next: Answer,
): Promise<{ status: ParticipantStatus; freedSeat: boolean }> {
  if (next.status === 'accepted') {
    if (isSeated(row.status)) return { status: row.status, freedSeat: false };
    const hasSeat = (await repo.seatedCount(tx, game.id)) < game.maxParticipants;
    const status = hasSeat ? 'accepted' : 'waitlisted';
    await repo.updateParticipantRow(tx, row.id, {
      status,
      rsvpMessage: next.message ?? row.rsvpMessage,
      respondedAt: new Date(),
      waitlistedAt: hasSeat ? null : (row.waitlistedAt ?? new Date()),
    });
    await games.recordActivity(tx, {
      gameId: game.id,
      actorUserId: row.userId,
      kind: hasSeat ? 'rsvp-accepted' : 'waitlisted',
    });
    return { status, freedSeat: false };
  }
  await repo.updateParticipantRow(tx, row.id, {
    status: 'declined',
    rsvpMessage: next.message ?? row.rsvpMessage,
    respondedAt: new Date(),
    waitlistedAt: null,
  });
  if (row.status !== 'declined') {
    await games.recordActivity(tx, { gameId: game.id, actorUserId: row.userId, kind: 'rsvp-declined' });
  }
  return { status: 'declined', freedSeat: isSeated(row.status) };
}

function assertOpen(game: games.GameRow | undefined): asserts game is games.GameRow {
  if (!game) throw notFound(gameMessages.gameNotFound);
  if (game.status === 'cancelled') throw new AppError('CONFLICT', gameMessages.gameCancelled);
  if (game.status === 'completed') throw new AppError('CONFLICT', gameMessages.gameNotEditable);
}

/**
 * `POST /games/{id}/rsvp` for a signed-in user: their invitation (by account, by their address, or
 * by an e-mailed link they hold) or the game's share link. Without one: 'No invitation found'.
 */
export async function rsvp(app: FastifyInstance, auth: AuthContext, gameId: string, body: RsvpRequest) {
  const outcome = await app.db.transaction(async (tx) => {
    const game = await games.lockGame(tx, gameId);
    assertOpen(game);
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
      // Coming back after declining counts against the link's cap again.
      throw new AppError('CONFLICT', shareLinkMessages.capReached);
    }
    if (!row) throw notFound(gameMessages.noInvitation);
    const result = await answer(tx, game, row, body);
    return { ...result, promoted: result.freedSeat ? await promoteWaiting(tx, game) : [] };
  });
  return { status: outcome.status };
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
    const game = await games.lockGame(tx, row.gameId);
    assertOpen(game);
    const result = await answer(tx, game, row, body);
    return { ...result, promoted: result.freedSeat ? await promoteWaiting(tx, game) : [] };
  });
  return { status: outcome.status };
}

/**
 * "Can't make it" from a reminder's signed link (the reach feature checks the link): the seat is
 * given up as a decline would, and the waiting list moves up.
 */
export async function declineParticipant(app: FastifyInstance, gameId: string, participantId: string) {
  const outcome = await app.db.transaction(async (tx) => {
    const game = await games.lockGame(tx, gameId);
    assertOpen(game);
    const row = await repo.findParticipant(tx, gameId, participantId);
    if (!row) throw notFound(gameMessages.noInvitation);
    const result = await answer(tx, game, row, { status: 'declined' });
    return { ...result, promoted: result.freedSeat ? await promoteWaiting(tx, game) : [] };
  });
  return { status: outcome.status };
}
