import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { readScopes } from '../../lib/read-cache/scopes.ts';
import { created, ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import * as service from './games.service.ts';

const endpoints = contract.games;

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  registerEndpoint(app, endpoints.create, async (request, reply) =>
    created(reply, { game: await service.createGame(app, request.auth!, request.body) }),
  );
  // The reads are remembered per reader and checked against the change log (docs/read-cache.md).
  registerEndpoint(app, endpoints.list, async (request, reply) =>
    app.readCache.answer(request, reply, {
      scopes: [],
      load: async () => ok(await service.listGames(app, request.auth!, request.query)),
    }),
  );
  registerEndpoint(app, endpoints.read, async (request, reply) =>
    app.readCache.answer(request, reply, {
      scopes: [readScopes.game(request.params.id)],
      load: async () =>
        ok({ game: await service.readGame(app, request.auth!, request.params.id, request.query.invite) }),
    }),
  );
  registerEndpoint(app, endpoints.update, async (request) =>
    ok({ game: await service.updateGame(app, request.auth!, request.params.id, request.body) }),
  );
  registerEndpoint(app, endpoints.cancel, async (request) =>
    ok({ game: await service.cancelGame(app, request.auth!, request.params.id) }),
  );
};
