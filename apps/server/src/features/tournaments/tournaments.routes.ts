import {
  apiSuccessSchema,
  applyRecommendationRequestSchema,
  buttonRequestSchema,
  chipsRequestSchema,
  clockDataSchema,
  eliminateRequestSchema,
  lateEntryRequestSchema,
  moveRequestSchema,
  pauseRequestSchema,
  playerActionRequestSchema,
  startTournamentRequestSchema,
  text,
  tournamentActionResponseSchema,
  tournamentStateResponseSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessCookie } from '../../lib/cookies.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { act, type Mutation } from './actions.ts';
import * as clock from './clock-actions.ts';
import type { ClockReads } from './clock-reads.ts';
import { ledgerAction, undoable, undoableElimination, undoLast } from './host-actions.ts';
import { lateEntry } from './late-entry.ts';
import * as players from './player-actions.ts';
import type { Realtime } from './realtime.ts';
import * as service from './tournaments.service.ts';

const tags = ['tournaments'];
const idParams = z.object({ id: z.uuid({ error: 'Tournament not found' }) });
const state = { 200: apiSuccessSchema(tournamentStateResponseSchema) };
const action = { 200: apiSuccessSchema(tournamentActionResponseSchema) };

export const tournamentsRoutes: FastifyPluginAsyncZod<{
  realtime: Realtime;
  clockReads: ClockReads;
}> = async (app, { realtime, clockReads }) => {
  // The polled clock: signed-in readers, checked without a database read while their right is
  // remembered (see clock-reads.ts); the signature and expiry of the access token are checked here.
  app.get(
    '/api/tournaments/:id/clock',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: apiSuccessSchema(z.object({ clock: clockDataSchema })) },
      },
    },
    async (request) => {
      const claims = app.accessTokens.verify(request.cookies[accessCookie], Date.now());
      if (!claims) throw unauthenticated();
      return ok({ clock: await clockReads.read(claims, request.params.id) });
    },
  );

  app.get(
    '/api/display/:token',
    {
      schema: { tags, params: z.object({ token: text().min(10).max(200) }), response: state },
      config: { rateLimit: { max: 300, timeWindow: 60_000 } },
    },
    async (request) => ok(await service.readDisplay(app, request.params.token)),
  );

  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('preHandler', app.authenticate);
    const run = (
      name: string,
      id: string,
      auth: AuthContext,
      mutation: Mutation,
      options?: { allowFinished?: boolean },
    ) => act(app, realtime, auth, id, name, mutation, options).then(ok);

    signedIn.post(
      '/api/tournaments/:gameId/start',
      {
        schema: {
          tags,
          params: z.object({ gameId: z.uuid({ error: 'Game not found' }) }),
          // A bodiless POST reaches the schema as null: both mean "the defaults".
          body: startTournamentRequestSchema.nullish(),
          response: {
            200: apiSuccessSchema(tournamentStateResponseSchema),
            201: apiSuccessSchema(tournamentStateResponseSchema),
          },
        },
      },
      async (request, reply) => {
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
      },
    );
    signedIn.get(
      '/api/games/:id/tournament',
      { schema: { tags, params: z.object({ id: z.uuid({ error: 'Game not found' }) }), response: state } },
      async (request) => ok(await service.readGameTournament(app, request.auth!, request.params.id)),
    );
    signedIn.get(
      '/api/tournaments/:id',
      { schema: { tags, params: idParams, response: state } },
      async (request) => ok(await service.readTournament(app, request.auth!, request.params.id)),
    );
    const post = <B extends z.ZodType>(
      path: string,
      body: B | undefined,
      handler: (id: string, body: z.infer<B>, auth: AuthContext) => Promise<unknown>,
    ) =>
      signedIn.post(
        `/api/tournaments/:id/${path}`,
        { schema: { tags, params: idParams, ...(body ? { body } : {}), response: action } },
        async (request) =>
          handler((request.params as { id: string }).id, request.body as z.infer<B>, request.auth!) as never,
      );

    // The clock view's actions go on the host's undo stack (host-actions.ts).
    post('pause', pauseRequestSchema.nullish(), (id, b, auth) =>
      run('pause', id, auth, undoable('Pause', clock.pause(pauseRequestSchema.parse(b ?? {}).reason))),
    );
    post('resume', undefined, (id, _b, auth) => run('resume', id, auth, undoable('Resume', clock.resume())));
    post('advance', undefined, (id, _b, auth) =>
      run('advanceBlind', id, auth, undoable('Next level', clock.advance())),
    );
    post('previous', undefined, (id, _b, auth) =>
      run('previousLevel', id, auth, undoable('Previous level', clock.previous())),
    );
    post('break', undefined, (id, _b, auth) =>
      run('addBreak', id, auth, undoable('Break', clock.takeBreak())),
    );
    post('add-time', undefined, (id, _b, auth) =>
      run('addTime', id, auth, undoable('Add time', clock.addMinute())),
    );
    post('eliminate', eliminateRequestSchema, (id, b, auth) =>
      run(
        'eliminate',
        id,
        auth,
        undoableElimination(app, auth, players.eliminate(b.playerId, b.eliminatedByPlayerId)),
      ),
    );
    post('rebuy', playerActionRequestSchema, (id, b, auth) =>
      ledgerAction(app, realtime, auth, id, b.playerId, 'rebuy').then(ok),
    );
    post('add-on', playerActionRequestSchema, (id, b, auth) =>
      ledgerAction(app, realtime, auth, id, b.playerId, 'add_on').then(ok),
    );
    post('late-entry', lateEntryRequestSchema, (id, b, auth) =>
      run('lateEntry', id, auth, lateEntry(app, auth, b.participantId)),
    );
    post('undo', undefined, (id, _b, auth) =>
      run('undo', id, auth, undoLast(app, auth), { allowFinished: true }),
    );
    post('undo-elimination', undefined, (id, _b, auth) =>
      run('undoElimination', id, auth, players.undoElimination(), { allowFinished: true }),
    );
    post('move', moveRequestSchema, (id, b, auth) =>
      run('move', id, auth, players.move(b.playerId, b.toTable, b.toSeat)),
    );
    post('chips', chipsRequestSchema, (id, b, auth) =>
      run('updateChips', id, auth, players.setChips(b.chips)),
    );
    post('button', buttonRequestSchema, (id, b, auth) =>
      run('moveButton', id, auth, players.moveButton(b.tableNumber, b.seatNumber)),
    );
    post('apply-recommendation', applyRecommendationRequestSchema, (id, b, auth) =>
      run('applyRecommendation', id, auth, players.applyRecommendation(b.recommendationId)),
    );
    post('end', undefined, (id, _b, auth) => run('end', id, auth, players.end()));
    post('display-link', undefined, async (id, _b, auth) => {
      const answer = await run('rotateDisplayLink', id, auth, players.rotateDisplayLink(), {
        allowFinished: true,
      });
      realtime.closeDisplays(id);
      return answer;
    });
  });
};
