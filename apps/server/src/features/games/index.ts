import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gameParticipants, games } from '../../db/schema.ts';
import { gamesRoutes } from './games.routes.ts';
import { linkRsvpRoutes } from './link-rsvp.routes.ts';
import { claimEmailInvitations } from './participants.repository.ts';
import { participantsRoutes } from './participants.routes.ts';

/** Games, their participants and RSVPs. */
export async function gamesFeature(app: FastifyInstance) {
  await app.register(gamesRoutes);
  await app.register(participantsRoutes);
  await app.register(linkRsvpRoutes);
  // Invitations sent to an address before its owner had an account become theirs on sign-up.
  app.events.on('user-registered', ({ userId, email }) => claimEmailInvitations(app.db, userId, email));
  app.dataExport.register('gamesHosted', (userId) =>
    app.db.select().from(games).where(eq(games.hostId, userId)),
  );
  app.dataExport.register('gameParticipations', (userId) =>
    app.db
      .select({
        gameId: gameParticipants.gameId,
        gameName: games.name,
        scheduledDate: games.scheduledDate,
        status: gameParticipants.status,
        rsvpMessage: gameParticipants.rsvpMessage,
        buyInPaid: gameParticipants.buyInPaid,
        invitedAt: gameParticipants.invitedAt,
        respondedAt: gameParticipants.respondedAt,
      })
      .from(gameParticipants)
      .innerJoin(games, eq(games.id, gameParticipants.gameId))
      .where(eq(gameParticipants.userId, userId)),
  );
  app.health.register('gameManagement', async () => {
    await app.db.execute(sql`select 1 from games limit 1`);
  });
}

export { type GameFacts, gameFacts, participantFacts } from './game-facts.ts';
export { createGame, gameSummaries } from './games.service.ts';
