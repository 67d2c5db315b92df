import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { enqueue } from '../../lib/jobs/queue.ts';
import { seatPromotedMail } from './game-mails.ts';
import * as games from './games.repository.ts';
import * as participants from './participants.repository.ts';

type Promoted = { participant: participants.ParticipantRow; game: games.GameRow };

/**
 * Inside a transaction holding the game's lock: gives free seats to the waiting list in order.
 * Each promoted player's notice is queued in the same transaction (`waitlist-promoted`).
 */
export async function promoteWaiting(tx: Tx, game: games.GameRow): Promise<Promoted[]> {
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
    await enqueue(tx as unknown as Db, {
      kind: waitlistPromotedJob,
      subject: row!.id,
      runAt: new Date(),
      payload: { gameId: game.id },
    });
    promoted.push({ participant: row!, game });
    seated += 1;
  }
  return promoted;
}

export const waitlistPromotedJob = 'waitlist-promoted';

/**
 * The promotion notice is a durable job written in the promoting transaction (docs/reach.md): it
 * exists exactly when the seat was given, survives a restart, and its mail is keyed by the job, so
 * it is sent once. It tells the player only if they still hold the seat in a scheduled game.
 */
export function registerWaitlistJobs(app: FastifyInstance) {
  app.jobs.register(waitlistPromotedJob, async (job) => {
    const gameId = String(job.payload.gameId ?? '');
    const found = await games.findGame(app.db, gameId);
    if (found?.game.status !== 'scheduled') return;
    const person = (await participants.listParticipants(app.db, gameId)).find(
      (p) => p.participant.id === job.subject,
    );
    const address = person?.userEmail ?? person?.participant.email;
    if (!person || !address || person.participant.status !== 'accepted') return;
    const game = found.game;
    await app.mailer.send({
      ...seatPromotedMail(
        address,
        {
          name: game.name,
          scheduledDate: game.scheduledDate,
          locationName: game.locationName,
          hostName: `${found.hostFirstName} ${found.hostLastName}`,
          timeZone: found.hostTimeZone,
        },
        `${app.config.publicUrl}/games/${game.id}/join`,
      ),
      dedupeKey: job.id,
    });
  });
}

/** Outside any transaction: lock the game and promote; the notices go out as jobs after the commit. */
export async function fillFreedSeats(app: FastifyInstance, gameId: string) {
  return app.db.transaction(async (tx) => {
    const game = await games.lockGame(tx, gameId);
    return game ? promoteWaiting(tx, game) : [];
  });
}
