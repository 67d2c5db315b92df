import { finishingPlaces } from '@pokerhome/domain';
import * as repo from './tournaments.repository.ts';

/**
 * Stores every busted player's place as the players stand now (domain `finishingPlaces`): after a
 * bust, a rebuy or re-entry that seats a busted player again, an undo, or a late entry, the places
 * stay 1..N each once (docs/tournament.md, "Finishing places"). Runs in the action's transaction,
 * under the tournament's lock; given the players as the caller just wrote them, it reads nothing.
 */
export async function renumberPlaces(tx: repo.Tx, tournamentId: string, known?: repo.PlayerRow[]) {
  // `known`: the players as they stand now in this transaction, when the caller has them.
  const players = known ?? (await repo.playersOf(tx, tournamentId));
  const places = finishingPlaces(players);
  for (const p of players) {
    if (p.status !== 'eliminated') continue;
    const place = places.get(p.id) ?? null;
    if (place !== p.finishPosition) await repo.updatePlayer(tx, p.id, { finishPosition: place });
  }
}
