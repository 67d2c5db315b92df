import {
  addMemberRequestSchema,
  addOrganizerRequestSchema,
  apiSuccessSchema,
  deletedResponseSchema,
  leagueInputSchema,
  leagueResponseSchema,
  leaguesResponseSchema,
  leagueMessages as m,
  memberResponseSchema,
  membersResponseSchema,
  seasonInputSchema,
  seasonResponseSchema,
  seasonsResponseSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import * as leagues from './leagues.service.ts';
import * as seasons from './seasons.service.ts';

const tags = ['leagues'];
const params = z.object({ id: z.uuid({ error: m.leagueNotFound }) });
const organizerParams = params.extend({ userId: z.uuid({ error: m.notOrganizer }) });
const memberParams = params.extend({ memberId: z.uuid({ error: m.memberNotFound }) });
const league = { 200: apiSuccessSchema(leagueResponseSchema) };
const deleted = { 200: apiSuccessSchema(deletedResponseSchema) };

/** Leagues, their organizers and members, and their seasons (docs/leagues.md). */
export const leaguesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/leagues',
    { schema: { tags, response: { 200: apiSuccessSchema(leaguesResponseSchema) } } },
    async (request) => ok({ leagues: await leagues.listLeagues(app, request.auth!) }),
  );
  app.post(
    '/api/leagues',
    { schema: { tags, body: leagueInputSchema, response: { 201: apiSuccessSchema(leagueResponseSchema) } } },
    async (request, reply) =>
      reply.status(201).send(ok({ league: await leagues.createLeague(app, request.auth!, request.body) })),
  );
  app.get('/api/leagues/:id', { schema: { tags, params, response: league } }, async (request) =>
    ok({ league: await leagues.leagueDetail(app, request.auth!, request.params.id) }),
  );
  app.put(
    '/api/leagues/:id',
    { schema: { tags, params, body: leagueInputSchema, response: league } },
    async (request) =>
      ok({ league: await leagues.updateLeague(app, request.auth!, request.params.id, request.body) }),
  );
  app.delete('/api/leagues/:id', { schema: { tags, params, response: deleted } }, async (request) => {
    await leagues.deleteLeague(app, request.auth!, request.params.id);
    return ok({ deleted: true as const });
  });

  app.post(
    '/api/leagues/:id/organizers',
    {
      schema: {
        tags,
        params,
        body: addOrganizerRequestSchema,
        response: { 201: apiSuccessSchema(leagueResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        ok({
          league: await leagues.addOrganizer(app, request.auth!, request.params.id, request.body.userId),
        }),
      ),
  );
  app.delete(
    '/api/leagues/:id/organizers/:userId',
    { schema: { tags, params: organizerParams, response: league } },
    async (request) =>
      ok({
        league: await leagues.removeOrganizer(app, request.auth!, request.params.id, request.params.userId),
      }),
  );

  app.get(
    '/api/leagues/:id/members',
    { schema: { tags, params, response: { 200: apiSuccessSchema(membersResponseSchema) } } },
    async (request) => ok({ members: await leagues.listMembers(app, request.auth!, request.params.id) }),
  );
  app.post(
    '/api/leagues/:id/members',
    {
      schema: {
        tags,
        params,
        body: addMemberRequestSchema,
        response: { 201: apiSuccessSchema(memberResponseSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok({ member: await leagues.addMember(app, request.auth!, request.params.id, request.body) })),
  );
  app.delete(
    '/api/leagues/:id/members/:memberId',
    { schema: { tags, params: memberParams, response: deleted } },
    async (request) => {
      await leagues.removeMember(app, request.auth!, request.params.id, request.params.memberId);
      return ok({ deleted: true as const });
    },
  );

  app.get(
    '/api/leagues/:id/seasons',
    { schema: { tags, params, response: { 200: apiSuccessSchema(seasonsResponseSchema) } } },
    async (request) => ok({ seasons: await seasons.listSeasons(app, request.auth!, request.params.id) }),
  );
  app.post(
    '/api/leagues/:id/seasons',
    {
      schema: {
        tags,
        params,
        body: seasonInputSchema,
        response: { 201: apiSuccessSchema(seasonResponseSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok({ season: await seasons.createSeason(app, request.auth!, request.params.id, request.body) }),
        ),
  );
};
