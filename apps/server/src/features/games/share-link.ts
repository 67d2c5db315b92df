import { shareLinkMessages } from '@pokerhome/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type * as games from './games.repository.ts';
import * as repo from './participants.repository.ts';

/** The game's RSVP link (docs/reach.md, share links). */
export const shareLinkUrl = (publicUrl: string, game: Pick<games.GameRow, 'id' | 'shareToken'>) =>
  `${publicUrl}/games/${game.id}/join?invite=${game.shareToken}`;

/** Whether a token is this game's share link at all (off or on); drafts have no live link. */
export const isShareToken = (game: games.GameRow, token: string | undefined) =>
  token !== undefined && token === game.shareToken && game.status !== 'draft';

/**
 * A newcomer holding the link may come in only while the host keeps it on and under its cap. The
 * cap counts link joiners who have not declined; the table's capacity is still decided by the RSVP
 * (a newcomer past it waits in line).
 */
export async function assertShareLinkOpen(db: Db | Tx, game: games.GameRow) {
  if (!game.shareLinkEnabled) throw forbidden(shareLinkMessages.off);
  if (game.shareLinkCap !== null && (await repo.shareLinkUsed(db, game.id)) >= game.shareLinkCap)
    throw new AppError('CONFLICT', shareLinkMessages.capReached);
}
