import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tournamentPlayers, tournaments } from '../../db/schema.ts';

/**
 * The results of some games' tournaments as they stand (leagues score them): status, the final
 * table's size, and each player's finish and who eliminated them. An undone elimination is simply
 * gone from here, so whatever reads it sees the correction.
 */
export async function tournamentResults(db: Db, gameIds: string[]) {
  if (gameIds.length === 0) return [];
  const rows = await db
    .select({
      id: tournaments.id,
      gameId: tournaments.gameId,
      status: tournaments.status,
      maxPlayersPerTable: tournaments.maxPlayersPerTable,
      endedAt: tournaments.endedAt,
      version: tournaments.version,
    })
    .from(tournaments)
    .where(inArray(tournaments.gameId, gameIds));
  const players =
    rows.length === 0
      ? []
      : await db
          .select({
            id: tournamentPlayers.id,
            tournamentId: tournamentPlayers.tournamentId,
            participantId: tournamentPlayers.participantId,
            userId: tournamentPlayers.userId,
            name: tournamentPlayers.name,
            status: tournamentPlayers.status,
            finishPosition: tournamentPlayers.finishPosition,
            eliminatedById: tournamentPlayers.eliminatedById,
          })
          .from(tournamentPlayers)
          .where(
            inArray(
              tournamentPlayers.tournamentId,
              rows.map((r) => r.id),
            ),
          );
  return rows.map((t) => ({ ...t, players: players.filter((p) => p.tournamentId === t.id) }));
}
export type TournamentResults = Awaited<ReturnType<typeof tournamentResults>>[number];
