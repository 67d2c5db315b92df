import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { ok } from '../../lib/reply.ts';
import { toGameSummary, toLevels } from './game-mapper.ts';
import * as rsvp from './rsvp.service.ts';

const limit = { config: { rateLimit: { max: 60, timeWindow: 15 * 60_000 } } };

/** An e-mailed invitation answered without an account: the link's token is the credential. */
export const linkRsvpRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, contract.games.linkInvitation, limit, async (request) => {
    const { row, game, levels, counts } = await rsvp.readLinkInvitation(app, request.params.token);
    const { userParticipantStatus: _s, canManage: _c, ...summary } = toGameSummary(game, counts, '');
    return ok({
      invitation: { email: row.email, status: row.status },
      game: {
        ...summary,
        description: game.game.description,
        rules: game.game.rules,
        blindStructure:
          game.game.type === 'tournament' && game.game.startingChips !== null
            ? {
                startingChips: game.game.startingChips,
                levels: toLevels(levels),
              }
            : null,
      },
    });
  });
  registerEndpoint(app, contract.games.linkRsvp, limit, async (request) =>
    ok(await rsvp.rsvpByLink(app, request.params.token, request.body)),
  );
};
