import { contract, pauseRequestSchema, startTournamentRequestSchema } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessCookie } from '../../lib/cookies.ts';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { ok, sendEncoded } from '../../lib/reply.ts';
import { type AuthContext, requireSignIn } from '../../plugins/authenticate.ts';
import { act, actOnClock, type Mutation } from './actions.ts';
import * as clock from './clock-actions.ts';
import type { ClockReads } from './clock-reads.ts';
import { ledgerAction, undoableElimination, undoLast } from './host-actions.ts';
import { lateEntry } from './late-entry.ts';
import * as players from './player-actions.ts';
import type { Realtime } from './realtime.ts';
import * as service from './tournaments.service.ts';

const endpoints = contract.tournaments;
const actions = contract.tournamentActions;

export const tournamentsRoutes: FastifyPluginAsyncZod<{
  realtime: Realtime;
  clockReads: ClockReads;
}> = async (app, { realtime, clockReads }) => {
  // The polled clock: signed-in readers, checked without a database read while their right is
  // remembered (see clock-reads.ts); the signature and expiry of the access token are checked here.
  // The answer comes encoded by the endpoint's own schema, shared by the readers of the same moment.
  // Its successful reads are not logged one line each: every phone whose socket dropped polls it
  // once a second (docs/operations.md, "Logs").
  registerEndpoint(app, endpoints.clock, { logLevel: 'warn' }, async (request, reply) => {
    const claims = app.accessTokens.verify(request.cookies[accessCookie], Date.now());
    if (!claims) throw unauthenticated();
    const body = await clockReads.readEncoded(claims, request.params.id);
    return sendEncoded(reply, body);
  });

  registerEndpoint(
    app,
    endpoints.display,
    { config: { rateLimit: { max: 300, timeWindow: 60_000 } } },
    async (request) => ok(await service.readDisplay(app, request.params.token)),
  );
  // A code is short: few tries a minute, so guessing one takes years (display-link.ts).
  registerEndpoint(
    app,
    endpoints.displayByCode,
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request) => ok(await service.readDisplayCode(app, request.params.code)),
  );

  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    requireSignIn(signedIn);
    const run = (
      name: string,
      id: string,
      auth: AuthContext,
      mutation: Mutation,
      options?: { allowFinished?: boolean },
    ) => act(app, realtime, auth, id, name, mutation, options).then(ok);
    const runClock = (
      name: string,
      id: string,
      auth: AuthContext,
      label: string,
      decide: clock.ClockAction,
    ) => actOnClock(app, realtime, auth, id, name, label, decide).then(ok);

    registerEndpoint(signedIn, endpoints.start, async (request, reply) => {
      const body = startTournamentRequestSchema.parse(request.body ?? {});
      const { created, state: result } = await service.startTournament(
        app,
        request.auth!,
        request.params.gameId,
        {
          maxPlayersPerTable: body.tableConfiguration.maxPlayersPerTable,
          ...body.clockSettings,
        },
      );
      if (created) await realtime.broadcast(result.tournament.id);
      return reply.status(created ? 201 : 200).send(ok(result));
    });
    registerEndpoint(signedIn, endpoints.byGame, async (request) =>
      ok(await service.readGameTournament(app, request.auth!, request.params.id)),
    );
    registerEndpoint(signedIn, endpoints.read, async (request) =>
      ok(await service.readTournament(app, request.auth!, request.params.id)),
    );

    // The clock view's actions go on the host's undo stack (host-actions.ts); the clock's own are
    // one statement each (actions.ts, `actOnClock`).
    registerEndpoint(signedIn, actions.pause, ({ params, body, auth }) =>
      runClock('pause', params.id, auth!, 'Pause', clock.pause(pauseRequestSchema.parse(body ?? {}).reason)),
    );
    registerEndpoint(signedIn, actions.resume, ({ params, auth }) =>
      runClock('resume', params.id, auth!, 'Resume', clock.resume()),
    );
    registerEndpoint(signedIn, actions.advance, ({ params, auth }) =>
      runClock('advanceBlind', params.id, auth!, 'Next level', clock.advance()),
    );
    registerEndpoint(signedIn, actions.previous, ({ params, auth }) =>
      runClock('previousLevel', params.id, auth!, 'Previous level', clock.previous()),
    );
    registerEndpoint(signedIn, actions.break, ({ params, auth }) =>
      runClock('addBreak', params.id, auth!, 'Break', clock.takeBreak()),
    );
    registerEndpoint(signedIn, actions['add-time'], ({ params, auth }) =>
      runClock('addTime', params.id, auth!, 'Add time', clock.addMinute()),
    );
    registerEndpoint(signedIn, actions.eliminate, ({ params, body, auth }) =>
      run(
        'eliminate',
        params.id,
        auth!,
        undoableElimination(app, auth!, players.eliminate(body.playerId, body.eliminatedByPlayerId)),
      ),
    );
    registerEndpoint(signedIn, actions.rebuy, ({ params, body, auth }) =>
      run('rebuy', params.id, auth!, ledgerAction(app, auth!, body.playerId, 'rebuy')),
    );
    registerEndpoint(signedIn, actions['add-on'], ({ params, body, auth }) =>
      run('addOn', params.id, auth!, ledgerAction(app, auth!, body.playerId, 'add_on')),
    );
    registerEndpoint(signedIn, actions['late-entry'], ({ params, body, auth }) =>
      run('lateEntry', params.id, auth!, lateEntry(app, auth!, body)),
    );
    registerEndpoint(signedIn, actions.undo, ({ params, auth }) =>
      run('undo', params.id, auth!, undoLast(app, auth!), { allowFinished: true }),
    );
    registerEndpoint(signedIn, actions['undo-elimination'], ({ params, auth }) =>
      run('undoElimination', params.id, auth!, players.undoElimination(), { allowFinished: true }),
    );
    registerEndpoint(signedIn, actions.move, ({ params, body, auth }) =>
      run('move', params.id, auth!, players.move(body.playerId, body.toTable, body.toSeat)),
    );
    registerEndpoint(signedIn, actions.chips, ({ params, body, auth }) =>
      run('updateChips', params.id, auth!, players.setChips(body.chips)),
    );
    registerEndpoint(signedIn, actions.button, ({ params, body, auth }) =>
      run('moveButton', params.id, auth!, players.moveButton(body.tableNumber, body.seatNumber)),
    );
    registerEndpoint(signedIn, actions['apply-recommendation'], ({ params, body, auth }) =>
      run('applyRecommendation', params.id, auth!, players.applyRecommendation(body.recommendationId)),
    );
    registerEndpoint(signedIn, actions.end, ({ params, auth }) =>
      run('end', params.id, auth!, players.end()),
    );
    registerEndpoint(signedIn, actions['display-link'], async ({ params, auth }) => {
      const answer = await run('rotateDisplayLink', params.id, auth!, players.rotateDisplayLink(), {
        allowFinished: true,
      });
      realtime.closeDisplays(params.id);
      return answer;
    });
  });
};
