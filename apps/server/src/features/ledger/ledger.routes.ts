import { contract, isUnderWay } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { readScopes } from '../../lib/read-cache/scopes.ts';
import { created, ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import { correctEntry } from './correct-entry.ts';
import { endCashGame } from './end-cash-game.ts';
import * as service from './ledger.service.ts';

const endpoints = contract.ledger;

/** The ledger of a game: read by its players, written (append-only) by its host. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  // Remembered per reader and checked against the change log (docs/read-cache.md); not while the
  // tournament is under way (running or paused), since the answer names the level being played,
  // which the change log does not follow (migration 0024).
  registerEndpoint(app, endpoints.read, async (request, reply) =>
    app.readCache.answer(request, reply, {
      scopes: [readScopes.game(request.params.id)],
      load: async () => ok({ ledger: await service.readLedger(app, request.auth!, request.params.id) }),
      keep: ({ data }) => !isUnderWay(data.ledger.tournament?.status),
    }),
  );
  registerEndpoint(app, endpoints.recordEntry, async (request, reply) =>
    created(reply, await service.recordEntry(app, request.auth!, request.params.id, request.body)),
  );
  registerEndpoint(app, endpoints.reverseEntry, async (request, reply) => {
    const { id, entryId } = request.params;
    return created(reply, await service.reverseEntry(app, request.auth!, id, entryId, request.body));
  });
  registerEndpoint(app, endpoints.correctEntry, async (request, reply) => {
    const { id, entryId } = request.params;
    return created(reply, await correctEntry(app, request.auth!, id, entryId, request.body));
  });
  // The games' "End Cash Game" is answered here: ending asks whether the books balance.
  registerEndpoint(app, contract.games.endCashGame, async (request) =>
    ok({ game: await endCashGame(app, request.auth!, request.params.id, request.body) }),
  );
  registerEndpoint(app, endpoints.checkIn, async (request) =>
    ok(await service.checkIn(app, request.auth!, request.params.id, request.body)),
  );
  registerEndpoint(app, endpoints.recordPayouts, async (request) =>
    ok(await service.recordPayouts(app, request.auth!, request.params.id)),
  );
  registerEndpoint(app, endpoints.settleUnpaidBounties, async (request) =>
    ok(await service.settleUnpaidBounties(app, request.auth!, request.params.id, request.body)),
  );
};
