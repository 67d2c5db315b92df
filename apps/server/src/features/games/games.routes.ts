import {
  apiSuccessSchema,
  createGameRequestSchema,
  gameResponseSchema,
  listGamesQuerySchema,
  listGamesResponseSchema,
  text,
  updateGameRequestSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import * as service from './games.service.ts';

const tags = ['games'];
export const gameParams = z.object({ id: z.uuid({ error: 'Game not found' }) });
const gameResponse = { 200: apiSuccessSchema(gameResponseSchema) };

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/api/games',
    {
      schema: {
        tags,
        body: createGameRequestSchema,
        response: { 201: apiSuccessSchema(gameResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok({ game: await service.createGame(app, request.auth!, request.body) })),
  );
  app.get(
    '/api/games',
    {
      schema: {
        tags,
        querystring: listGamesQuerySchema,
        response: { 200: apiSuccessSchema(listGamesResponseSchema) },
      },
    },
    async (request) => ok(await service.listGames(app, request.auth!, request.query)),
  );
  app.get(
    '/api/games/:id',
    {
      schema: {
        tags,
        params: gameParams,
        querystring: z.object({ invite: text().max(256).optional() }),
        response: gameResponse,
      },
    },
    async (request) =>
      ok({ game: await service.readGame(app, request.auth!, request.params.id, request.query.invite) }),
  );
  app.patch(
    '/api/games/:id',
    { schema: { tags, params: gameParams, body: updateGameRequestSchema, response: gameResponse } },
    async (request) =>
      ok({ game: await service.updateGame(app, request.auth!, request.params.id, request.body) }),
  );
  app.post(
    '/api/games/:id/end',
    { schema: { tags, params: gameParams, response: gameResponse } },
    async (request) => ok({ game: await service.endCashGame(app, request.auth!, request.params.id) }),
  );
  app.post(
    '/api/games/:id/cancel',
    { schema: { tags, params: gameParams, response: gameResponse } },
    async (request) => ok({ game: await service.cancelGame(app, request.auth!, request.params.id) }),
  );
};
