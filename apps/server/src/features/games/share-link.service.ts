import { gameMessages, type ShareLink, type UpdateShareLinkRequest } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { participantName } from './game-mapper.ts';
import * as games from './games.repository.ts';
import { requireHostedGame } from './games.service.ts';
import * as repo from './participants.repository.ts';
import { shareLinkUrl } from './share-link.ts';

/** The host's share-link panel: its state and who came in through it (docs/reach.md). */
export async function readShareLink(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
): Promise<ShareLink> {
  const game = await requireHostedGame(app, auth, gameId);
  const joined = (await repo.listParticipants(app.db, gameId)).filter(
    (p) => p.participant.joinedVia === 'share-link',
  );
  return {
    url: shareLinkUrl(app.config.publicUrl, game),
    enabled: game.shareLinkEnabled,
    cap: game.shareLinkCap,
    used: joined.filter((p) => p.participant.status !== 'declined').length,
    joined: joined.map((p) => ({
      participantId: p.participant.id,
      name: participantName(p),
      status: p.participant.status,
      joinedAt: p.participant.createdAt.toISOString(),
    })),
  };
}

/** Takes effect at once: the next request with the link reads the game row again. */
export async function updateShareLink(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  body: UpdateShareLinkRequest,
) {
  const game = await requireHostedGame(app, auth, gameId);
  if (game.status === 'cancelled' || game.status === 'completed')
    throw new AppError('CONFLICT', gameMessages.gameNotEditable);
  await games.updateGameRow(app.db, gameId, {
    ...(body.enabled === undefined ? {} : { shareLinkEnabled: body.enabled }),
    ...(body.cap === undefined ? {} : { shareLinkCap: body.cap }),
  });
  return readShareLink(app, auth, gameId);
}
