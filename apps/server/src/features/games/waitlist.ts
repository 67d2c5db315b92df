import type { FastifyInstance } from 'fastify';
import { seatPromotedMail } from './game-mails.ts';
import * as games from './games.repository.ts';
import * as participants from './participants.repository.ts';
import { promoteWaiting, waitlistPromotedJob } from './seats.repository.ts';

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
    return game ? promoteWaiting(tx, game.id) : [];
  });
}
