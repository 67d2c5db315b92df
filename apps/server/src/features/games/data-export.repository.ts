import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameParticipants, games } from '../../db/schema.ts';

/** The games feature's part of a user's data export (docs/security.md, V14 privacy). */
export const gamesHostedBy = (db: Db, userId: string) =>
  db.select().from(games).where(eq(games.hostId, userId));

export const participationsOf = (db: Db, userId: string) =>
  db
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
    .where(eq(gameParticipants.userId, userId));
