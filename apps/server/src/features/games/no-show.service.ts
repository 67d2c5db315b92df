import { shareLinkMessages } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { requireHostedGame } from './games.service.ts';
import * as repo from './participants.repository.ts';
import { participantsForHost } from './participants.service.ts';

/**
 * The host's word on whether a seated player came (docs/players.md, no-shows): true or false
 * overrides what the product would infer for reliability; null hands the decision back to it.
 * Only once the game has started, and only for a seat held by an answer or the host's confirmation.
 */
export async function markNoShow(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  participantId: string,
  noShow: boolean | null,
) {
  const game = await requireHostedGame(app, auth, gameId);
  const row = await repo.findParticipant(app.db, gameId, participantId);
  if (!row) throw notFound('Participant not found');
  const started = game.status !== 'draft' && game.status !== 'cancelled' && game.scheduledDate <= new Date();
  if (!started) throw new AppError('CONFLICT', shareLinkMessages.noShowTooEarly);
  if (noShow === true && row.status !== 'accepted' && row.status !== 'confirmed')
    throw new AppError('CONFLICT', shareLinkMessages.noShowNotSeated);
  await repo.updateParticipantRow(app.db, participantId, { noShow });
  return (await participantsForHost(app, auth, gameId, [participantId]))[0]!;
}
