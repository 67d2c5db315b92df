import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { created, ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import { attachment } from '../ledger/index.ts';
import * as seasons from './seasons.service.ts';
import * as standings from './standings.service.ts';
import { standingsCsv, standingsFileName, standingsPdf } from './standings-export.ts';

const endpoints = contract.leagues;
// A season table is a little work to build: a generous limit that still stops a loop.
const heavy = { config: { rateLimit: { max: 120, timeWindow: 60_000 } } };

/** Seasons: settings, games, standings, sandbox, player pages, final stacks, exports, public link. */
export const seasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  registerEndpoint(app, endpoints.season, async (request) =>
    ok({ season: await seasons.getSeason(app, request.auth!, request.params.id) }),
  );
  registerEndpoint(app, endpoints.updateSeason, async (request) =>
    ok({ season: await seasons.updateSeason(app, request.auth!, request.params.id, request.body) }),
  );
  registerEndpoint(app, endpoints.deleteSeason, async (request) => {
    await seasons.deleteSeason(app, request.auth!, request.params.id);
    return ok({ deleted: true as const });
  });

  registerEndpoint(app, endpoints.attachGame, async (request, reply) =>
    created(reply, {
      season: await seasons.attachGame(app, request.auth!, request.params.id, request.body.gameId),
    }),
  );
  registerEndpoint(app, endpoints.detachGame, async (request) =>
    ok({ season: await seasons.detachGame(app, request.auth!, request.params.id, request.params.gameId) }),
  );

  registerEndpoint(app, endpoints.standings, heavy, async (request) =>
    ok({ standings: await standings.seasonStandings(app, request.auth!, request.params.id) }),
  );
  registerEndpoint(app, endpoints.standingsCsv, heavy, async (request, reply) => {
    const s = await standings.standingsForExport(app, request.auth!, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(standingsFileName(s, 'csv')))
      .header('cache-control', 'private, no-store')
      .send(standingsCsv(s));
  });
  registerEndpoint(app, endpoints.standingsPdf, heavy, async (request, reply) => {
    const s = await standings.standingsForExport(app, request.auth!, request.params.id);
    const pdf = await standingsPdf(s);
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(standingsFileName(s, 'pdf')))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  registerEndpoint(app, endpoints.sandbox, heavy, async (request) =>
    ok(await standings.sandbox(app, request.auth!, request.params.id, request.body.scoring)),
  );
  registerEndpoint(app, endpoints.seasonPlayer, heavy, async (request) =>
    ok({
      player: await standings.seasonPlayer(app, request.auth!, request.params.id, request.params.playerKey),
    }),
  );
  registerEndpoint(app, endpoints.finalStacks, heavy, async (request) =>
    ok({ finalStacks: await standings.seasonFinalStacks(app, request.auth!, request.params.id) }),
  );
  registerEndpoint(app, endpoints.createPublicLink, async (request, reply) =>
    created(reply, { link: await standings.createPublicLink(app, request.auth!, request.params.id) }),
  );
  registerEndpoint(app, endpoints.revokePublicLink, async (request) => {
    await standings.revokePublicLink(app, request.auth!, request.params.id);
    return ok({ deleted: true as const });
  });

  registerEndpoint(app, endpoints.dashboard, async (request) =>
    ok({ dashboard: await standings.leagueDashboard(app, request.auth!, new Date()) }),
  );
};

/** The public standings link: the secret is the credential, no sign-in. */
export const publicStandingsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.publicStandings, heavy, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ standings: await standings.publicStandings(app, request.params.token) });
  });
};
