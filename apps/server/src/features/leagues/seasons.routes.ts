import {
  apiSuccessSchema,
  attachGameRequestSchema,
  deletedResponseSchema,
  finalStacksResponseSchema,
  gameMessages,
  leagueDashboardResponseSchema,
  leagueMessages as m,
  publicLinkResponseSchema,
  sandboxRequestSchema,
  sandboxResponseSchema,
  seasonPlayerResponseSchema,
  seasonResponseSchema,
  seasonUpdateSchema,
  standingsResponseSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { attachment } from '../ledger/index.ts';
import * as seasons from './seasons.service.ts';
import * as standings from './standings.service.ts';
import { standingsCsv, standingsFileName, standingsPdf } from './standings-export.ts';

const tags = ['leagues'];
const params = z.object({ id: z.uuid({ error: m.seasonNotFound }) });
const gameParams = params.extend({ gameId: z.uuid({ error: gameMessages.gameNotFound }) });
const playerParams = params.extend({ playerKey: z.string().min(3).max(300) });
const season = { 200: apiSuccessSchema(seasonResponseSchema) };
const deleted = { 200: apiSuccessSchema(deletedResponseSchema) };
const table = { 200: apiSuccessSchema(standingsResponseSchema) };
// A season table is a little work to build: a generous limit that still stops a loop.
const heavy = { rateLimit: { max: 120, timeWindow: 60_000 } };

/** Seasons: settings, games, standings, sandbox, player pages, final stacks, exports, public link. */
export const seasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get('/api/seasons/:id', { schema: { tags, params, response: season } }, async (request) =>
    ok({ season: await seasons.getSeason(app, request.auth!, request.params.id) }),
  );
  app.put(
    '/api/seasons/:id',
    { schema: { tags, params, body: seasonUpdateSchema, response: season } },
    async (request) =>
      ok({ season: await seasons.updateSeason(app, request.auth!, request.params.id, request.body) }),
  );
  app.delete('/api/seasons/:id', { schema: { tags, params, response: deleted } }, async (request) => {
    await seasons.deleteSeason(app, request.auth!, request.params.id);
    return ok({ deleted: true as const });
  });

  app.post(
    '/api/seasons/:id/games',
    {
      schema: {
        tags,
        params,
        body: attachGameRequestSchema,
        response: { 201: apiSuccessSchema(seasonResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        ok({
          season: await seasons.attachGame(app, request.auth!, request.params.id, request.body.gameId),
        }),
      ),
  );
  app.delete(
    '/api/seasons/:id/games/:gameId',
    { schema: { tags, params: gameParams, response: season } },
    async (request) =>
      ok({ season: await seasons.detachGame(app, request.auth!, request.params.id, request.params.gameId) }),
  );

  app.get(
    '/api/seasons/:id/standings',
    { schema: { tags, params, response: table }, config: heavy },
    async (request) =>
      ok({ standings: await standings.seasonStandings(app, request.auth!, request.params.id) }),
  );
  app.get(
    '/api/seasons/:id/standings.csv',
    { schema: { tags, params, produces: ['text/csv'] }, config: heavy },
    async (request, reply) => {
      const s = await standings.standingsForExport(app, request.auth!, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(standingsFileName(s, 'csv')))
        .header('cache-control', 'private, no-store')
        .send(standingsCsv(s));
    },
  );
  app.get(
    '/api/seasons/:id/standings.pdf',
    { schema: { tags, params, produces: ['application/pdf'] }, config: heavy },
    async (request, reply) => {
      const s = await standings.standingsForExport(app, request.auth!, request.params.id);
      const pdf = await standingsPdf(s);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(standingsFileName(s, 'pdf')))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  app.post(
    '/api/seasons/:id/sandbox',
    {
      schema: {
        tags,
        params,
        body: sandboxRequestSchema,
        response: { 200: apiSuccessSchema(sandboxResponseSchema) },
      },
      config: heavy,
    },
    async (request) =>
      ok(await standings.sandbox(app, request.auth!, request.params.id, request.body.scoring)),
  );
  app.get(
    '/api/seasons/:id/players/:playerKey',
    {
      schema: { tags, params: playerParams, response: { 200: apiSuccessSchema(seasonPlayerResponseSchema) } },
      config: heavy,
    },
    async (request) =>
      ok({
        player: await standings.seasonPlayer(app, request.auth!, request.params.id, request.params.playerKey),
      }),
  );
  app.get(
    '/api/seasons/:id/final-stacks',
    {
      schema: { tags, params, response: { 200: apiSuccessSchema(finalStacksResponseSchema) } },
      config: heavy,
    },
    async (request) =>
      ok({ finalStacks: await standings.seasonFinalStacks(app, request.auth!, request.params.id) }),
  );
  app.post(
    '/api/seasons/:id/public-link',
    { schema: { tags, params, response: { 201: apiSuccessSchema(publicLinkResponseSchema) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok({ link: await standings.createPublicLink(app, request.auth!, request.params.id) })),
  );
  app.delete(
    '/api/seasons/:id/public-link',
    { schema: { tags, params, response: deleted } },
    async (request) => {
      await standings.revokePublicLink(app, request.auth!, request.params.id);
      return ok({ deleted: true as const });
    },
  );

  app.get(
    '/api/dashboard/league',
    { schema: { tags: ['dashboard'], response: { 200: apiSuccessSchema(leagueDashboardResponseSchema) } } },
    async (request) => ok({ dashboard: await standings.leagueDashboard(app, request.auth!, new Date()) }),
  );
};

/** The public standings link: the secret is the credential, no sign-in. */
export const publicStandingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/standings/:token',
    {
      schema: { tags, params: z.object({ token: z.string().min(10).max(200) }), response: table },
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ standings: await standings.publicStandings(app, request.params.token) });
    },
  );
};
