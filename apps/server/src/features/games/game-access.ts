import type { ParticipantStatus } from '@pokerhome/domain';
import type { Db, Tx } from '../../db/client.ts';
import { findGameRowWithAttachment } from './games.repository.ts';

/** Where a user stands in one game; the rules below say what each may do (docs/games.md, "Who sees a game"). */
export type GameRole = 'host' | 'player' | 'declined' | 'stranger';

export function roleIn(
  game: { hostId: string },
  userId: string,
  status: ParticipantStatus | null | undefined,
): GameRole {
  if (game.hostId === userId) return 'host';
  if (!status) return 'stranger';
  return status === 'declined' ? 'declined' : 'player';
}

/** The game itself: its host and everyone attached to it, even a declined player, who may answer again. */
export const canReadGame = (role: GameRole) => role !== 'stranger';
/** What is played (the ledger, the live tournament): the host and the players who have not declined. */
export const canFollowGame = (role: GameRole) => role === 'host' || role === 'player';
/** Changing the game, its players, its ledger and its clock: the host alone. */
export const canManageGame = (role: GameRole) => role === 'host';

/** The bare game row and the user's role in it; undefined when there is no such game. */
export async function gameRoleOf(db: Db | Tx, gameId: string, userId: string) {
  const row = await findGameRowWithAttachment(db, gameId, userId);
  if (!row) return undefined;
  return { game: row.game, role: roleIn(row.game, userId, row.ownStatus) };
}
