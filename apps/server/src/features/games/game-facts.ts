import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whenAny } from '../../db/rows.ts';
import { gameParticipants, games } from '../../db/schema.ts';

/** The facts other features count on about some games (leagues: host, type, currency, buy-in, date). */
export const gameFacts = (db: Db, ids: string[]) =>
  whenAny(ids, () =>
    db
      .select({
        id: games.id,
        name: games.name,
        hostId: games.hostId,
        type: games.type,
        status: games.status,
        currency: games.currency,
        buyInCents: games.buyInCents,
        scheduledDate: games.scheduledDate,
      })
      .from(games)
      .where(inArray(games.id, ids)),
  );
export type GameFacts = Awaited<ReturnType<typeof gameFacts>>[number];

/** Who was attached to some games, with a guest's name and e-mail (leagues match guests by them). */
export const participantFacts = (db: Db, gameIds: string[]) =>
  whenAny(gameIds, () =>
    db
      .select({
        id: gameParticipants.id,
        gameId: gameParticipants.gameId,
        userId: gameParticipants.userId,
        email: gameParticipants.email,
        guestFirstName: gameParticipants.guestFirstName,
        guestLastName: gameParticipants.guestLastName,
      })
      .from(gameParticipants)
      .where(inArray(gameParticipants.gameId, gameIds)),
  );
