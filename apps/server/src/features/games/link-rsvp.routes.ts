import {
  apiSuccessSchema,
  linkInvitationSchema,
  linkRsvpResponseSchema,
  rsvpRequestSchema,
  text,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { toGameSummary, toLevels } from './game-mapper.ts';
import * as rsvp from './rsvp.service.ts';

const tags = ['participants'];
const params = z.object({ token: text().min(10).max(256) });
const limit = { rateLimit: { max: 60, timeWindow: 15 * 60_000 } };

/** An e-mailed invitation answered without an account: the link's token is the credential. */
export const linkRsvpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/rsvp/:token',
    { schema: { tags, params, response: { 200: apiSuccessSchema(linkInvitationSchema) } }, config: limit },
    async (request) => {
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
    },
  );
  app.post(
    '/api/rsvp/:token',
    {
      schema: {
        tags,
        params,
        body: rsvpRequestSchema.omit({ inviteToken: true }),
        response: { 200: apiSuccessSchema(linkRsvpResponseSchema) },
      },
      config: limit,
    },
    async (request) => ok(await rsvp.rsvpByLink(app, request.params.token, request.body)),
  );
};
