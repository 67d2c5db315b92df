import type { FastifyInstance } from 'fastify';
import { seatPromotedMail } from './game-mails.ts';
import * as games from './games.repository.ts';
import * as participants from './participants.repository.ts';

type Promoted = { participant: participants.ParticipantRow; game: games.GameRow };

/**
 * Inside a transaction holding the game's lock: gives free seats to the waiting list in order.
 * Returns who got a seat so the caller can tell them after the commit.
 */
export async function promoteWaiting(tx: games.Tx, game: games.GameRow): Promise<Promoted[]> {
  const promoted: Promoted[] = [];
  let seated = await participants.seatedCount(tx, game.id);
  while (seated < game.maxParticipants) {
    const next = await participants.firstWaitlisted(tx, game.id);
    if (!next) break;
    const row = await participants.updateParticipantRow(tx, next.id, {
      status: 'accepted',
      waitlistedAt: null,
    });
    await games.recordActivity(tx, {
      gameId: game.id,
      actorUserId: next.userId,
      kind: 'rsvp-accepted',
      detail: { promoted: true },
    });
    promoted.push({ participant: row!, game });
    seated += 1;
  }
  return promoted;
}

/** E-mails each promoted player that they now have a seat (after the commit, never lost on shutdown). */
export function notifyPromoted(app: FastifyInstance, promoted: Promoted[]) {
  if (promoted.length === 0) return;
  const task = (async () => {
    for (const { participant, game } of promoted) {
      const people = await participants.listParticipants(app.db, game.id);
      const person = people.find((p) => p.participant.id === participant.id);
      const address = person?.userEmail ?? person?.participant.email;
      if (!address) continue;
      const host = await games.findGame(app.db, game.id);
      await app.mailer.send(
        seatPromotedMail(
          address,
          {
            name: game.name,
            scheduledDate: game.scheduledDate,
            locationName: game.locationName,
            hostName: host ? `${host.hostFirstName} ${host.hostLastName}` : 'The host',
            timeZone: host?.hostTimeZone ?? 'UTC',
          },
          `${app.config.publicUrl}/games/${game.id}/join`,
        ),
      );
    }
  })().catch((error) => app.log.error({ err: error }, 'waiting-list promotion mail failed'));
  app.pendingWork.add(task);
}

/** Outside any transaction: lock the game, promote, commit, then notify. */
export async function fillFreedSeats(app: FastifyInstance, gameId: string) {
  const promoted = await app.db.transaction(async (tx) => {
    const game = await games.lockGame(tx, gameId);
    return game ? promoteWaiting(tx, game) : [];
  });
  notifyPromoted(app, promoted);
}
