import { capabilitiesForRole, gameMessages, tournamentMessages, wizardMessages } from '@pokerhome/domain';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import type { GameRow } from './games.repository.ts';
import * as games from './games.repository.ts';
import * as repo from './participants.repository.ts';

/**
 * A walk-in on the night: a guest added to the game, confirmed, inside the caller's transaction (the
 * late entry seats them and records their buy-in in the same one). The game's maximum counts every
 * player not declined, busted ones too (the spec's "players not declined over max"); at the maximum
 * the host is asked, and seating them anyway raises the maximum by one, up to the host's ceiling
 * (decision 0037). The caller holds the game's row lock.
 */
export async function addWalkIn(
  tx: Tx,
  auth: AuthContext,
  game: GameRow,
  guest: { firstName: string; lastName: string },
  options: { beyondMaximum?: boolean },
): Promise<string> {
  const same = (await repo.listParticipants(tx, game.id)).some(
    (p) =>
      p.participant.isGuest &&
      p.participant.guestFirstName?.toLowerCase() === guest.firstName.toLowerCase() &&
      p.participant.guestLastName?.toLowerCase() === guest.lastName.toLowerCase(),
  );
  if (same)
    throw new AppError('CONFLICT', wizardMessages.guestDuplicate, { guest: wizardMessages.guestDuplicate });
  const active = await repo.activeCount(tx, game.id);
  if (active >= game.maxParticipants) {
    const ask = tournamentMessages.walkInAtMaximum(game.maxParticipants);
    if (!options.beyondMaximum) throw new AppError('CONFLICT', ask, { beyondMaximum: ask });
    const ceiling = capabilitiesForRole(auth.role).maxParticipants;
    if (active + 1 > ceiling)
      throw badRequest(gameMessages.maxParticipants(ceiling), {
        beyondMaximum: gameMessages.maxParticipants(ceiling),
      });
    await games.updateGameRow(tx, game.id, { maxParticipants: active + 1 });
  }
  const row = await repo.insertParticipant(tx, {
    gameId: game.id,
    status: 'confirmed',
    invitedById: auth.userId,
    invitedAt: new Date(),
    isGuest: true,
    guestFirstName: guest.firstName,
    guestLastName: guest.lastName,
  });
  await games.recordActivity(tx, {
    gameId: game.id,
    actorUserId: auth.userId,
    kind: 'invited',
    detail: { participantId: row!.id },
  });
  return row!.id;
}
