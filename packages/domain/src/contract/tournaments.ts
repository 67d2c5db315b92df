import { z } from 'zod';
import { apiSuccessSchema } from '../schemas/api.ts';
import { gameMessages } from '../schemas/games/index.ts';
import { text } from '../schemas/text.ts';
import {
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
  tournamentActionResponseSchema,
  tournamentStateResponseSchema,
} from '../schemas/tournaments/index.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';

const tournaments = endpointGroup('tournaments');
const tournament = tournaments.byId('Tournament not found');
const state = apiSuccessSchema(tournamentStateResponseSchema);

/** Reading and starting a tournament (docs/tournament.md). */
export const tournamentsContract = {
  /** Seats the players and starts the clock: 201 when it starts, 200 when it was already running. */
  start: defineEndpoint({
    method: 'POST',
    path: '/api/tournaments/:gameId/start',
    tags: tournaments.tags,
    params: z.object({ gameId: z.uuid({ error: gameMessages.gameNotFound }) }),
    // A bodiless POST reaches the schema as null: both mean "the defaults".
    body: startTournamentRequestSchema.nullish(),
    responses: { 200: state, 201: state },
    idempotencyKey: true,
  }),
  byGame: tournaments
    .byId(gameMessages.gameNotFound)
    .get('/api/games/:id/tournament', tournamentStateResponseSchema),
  read: tournament.get('/api/tournaments/:id', tournamentStateResponseSchema),
  /** The clock alone, polled while the socket is down. */
  clock: tournament.get('/api/tournaments/:id/clock', z.object({ clock: clockDataSchema })),
  /** The TV's view, by the display link's token (no sign-in). */
  display: tournaments.get('/api/display/:token', tournamentStateResponseSchema, {
    params: z.object({ token: text().min(10).max(200) }),
  }),
};

/**
 * The host's actions: each answers the new state with the action's message, and each takes an
 * Idempotency-Key (a double tap or a retried rebuy, elimination or undo happens once).
 */
const action = tournament.with({ idempotencyKey: true }).answering(tournamentActionResponseSchema);

/** A host action without a body: `POST /api/tournaments/:id/<name>`. */
const bodiless = <const Name extends string>(name: Name) => action.post(`/api/tournaments/:id/${name}`);

/** A host action with a body. */
const withBody = <const Name extends string, Body extends z.ZodType>(name: Name, body: Body) =>
  action.post(`/api/tournaments/:id/${name}`, { body });

/**
 * The host's actions on a running tournament, keyed by the last segment of their path (the name the
 * web's clock view uses): each answers the new state with the action's message.
 */
export const tournamentActionsContract = {
  pause: withBody('pause', pauseRequestSchema.nullish()),
  resume: bodiless('resume'),
  advance: bodiless('advance'),
  previous: bodiless('previous'),
  break: bodiless('break'),
  'add-time': bodiless('add-time'),
  eliminate: withBody('eliminate', eliminateRequestSchema),
  rebuy: withBody('rebuy', playerActionRequestSchema),
  'add-on': withBody('add-on', playerActionRequestSchema),
  'late-entry': withBody('late-entry', lateEntryRequestSchema),
  undo: bodiless('undo'),
  'undo-elimination': bodiless('undo-elimination'),
  move: withBody('move', moveRequestSchema),
  chips: withBody('chips', chipsRequestSchema),
  button: withBody('button', buttonRequestSchema),
  'apply-recommendation': withBody('apply-recommendation', applyRecommendationRequestSchema),
  end: bodiless('end'),
  'display-link': bodiless('display-link'),
};
