import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { created, ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import * as leagues from './leagues.service.ts';
import * as seasons from './seasons.service.ts';

const endpoints = contract.leagues;

/** Leagues, their organizers and members, and their seasons (docs/leagues.md). */
export const leaguesRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  registerEndpoint(app, endpoints.list, async (request) =>
    ok({ leagues: await leagues.listLeagues(app, request.auth!) }),
  );
  registerEndpoint(app, endpoints.create, async (request, reply) =>
    created(reply, { league: await leagues.createLeague(app, request.auth!, request.body) }),
  );
  registerEndpoint(app, endpoints.read, async (request) =>
    ok({ league: await leagues.leagueDetail(app, request.auth!, request.params.id) }),
  );
  registerEndpoint(app, endpoints.update, async (request) =>
    ok({ league: await leagues.updateLeague(app, request.auth!, request.params.id, request.body) }),
  );
  registerEndpoint(app, endpoints.remove, async (request) => {
    await leagues.deleteLeague(app, request.auth!, request.params.id);
    return ok({ deleted: true as const });
  });

  registerEndpoint(app, endpoints.addOrganizer, async (request, reply) =>
    created(reply, {
      league: await leagues.addOrganizer(app, request.auth!, request.params.id, request.body.userId),
    }),
  );
  registerEndpoint(app, endpoints.removeOrganizer, async (request) =>
    ok({
      league: await leagues.removeOrganizer(app, request.auth!, request.params.id, request.params.userId),
    }),
  );

  registerEndpoint(app, endpoints.members, async (request) =>
    ok({ members: await leagues.listMembers(app, request.auth!, request.params.id) }),
  );
  registerEndpoint(app, endpoints.addMember, async (request, reply) =>
    created(reply, { member: await leagues.addMember(app, request.auth!, request.params.id, request.body) }),
  );
  registerEndpoint(app, endpoints.removeMember, async (request) => {
    await leagues.removeMember(app, request.auth!, request.params.id, request.params.memberId);
    return ok({ deleted: true as const });
  });

  registerEndpoint(app, endpoints.seasons, async (request) =>
    ok({ seasons: await seasons.listSeasons(app, request.auth!, request.params.id) }),
  );
  registerEndpoint(app, endpoints.createSeason, async (request, reply) =>
    created(reply, {
      season: await seasons.createSeason(app, request.auth!, request.params.id, request.body),
    }),
  );
};
