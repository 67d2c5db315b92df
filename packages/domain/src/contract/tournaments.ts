import { z } from 'zod';
import { apiSuccessSchema } from '../schemas/api.ts';
import { gameMessages } from '../schemas/games/index.ts';
import { ledgerMessages } from '../schemas/ledger/index.ts';
import { text } from '../schemas/text.ts';
import {
  applyRecommendationRequestSchema,
  buttonRequestSchema,
  chipsRequestSchema,
  clockDataSchema,
  displayCodeMessages,
  displayCodeSchema,
  eliminateRequestSchema,
  lateEntryRequestSchema,
  moveRequestSchema,
  pauseRequestSchema,
  playerActionRequestSchema,
  startTournamentRequestSchema,
  tournamentActionResponseSchema,
  tournamentMessages,
  tournamentStateResponseSchema,
} from '../schemas/tournaments/index.ts';
import { defineEndpoint, type EndpointRefusal } from './define-endpoint.ts';
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
    refuses: [
      ['FORBIDDEN', gameMessages.onlyHost],
      ['VALIDATION_FAILED', 'Only a tournament with a blind structure can be started'],
      ['VALIDATION_FAILED', 'At least one blind level is required'],
      ['VALIDATION_FAILED', tournamentMessages.needTwoPlayers],
      ['CONFLICT', gameMessages.gameCancelled],
    ],
    idempotencyKey: true,
  }),
  byGame: tournaments
    .byId(gameMessages.gameNotFound)
    .get('/api/games/:id/tournament', tournamentStateResponseSchema),
  read: tournament.get('/api/tournaments/:id', tournamentStateResponseSchema),
  /** Its sign-in is checked by the route itself (the access token, no database read). */
  /** The clock alone, polled while the socket is down. */
  clock: tournament.get('/api/tournaments/:id/clock', z.object({ clock: clockDataSchema }), {
    refuses: [['UNAUTHENTICATED', 'Not signed in, or the session has ended.']],
  }),
  /** The TV's view, by the display link's token (no sign-in). */
  display: tournaments.get('/api/display/:token', tournamentStateResponseSchema, {
    params: z.object({ token: text().min(10).max(200) }),
  }),
  /** The TV's short code typed at /tv: answers the display link's path (no sign-in). */
  displayByCode: tournaments.get('/api/display-codes/:code', z.object({ path: z.string() }), {
    params: z.object({ code: displayCodeSchema }),
    refuses: [['NOT_FOUND', displayCodeMessages.notFound]],
  }),
};

/**
 * The host's actions: each answers the new state with the action's message, and each takes an
 * Idempotency-Key (a double tap or a retried rebuy, elimination or undo happens once).
 */
const action = tournament.with({ idempotencyKey: true }).answering(tournamentActionResponseSchema);

/** What every host action checks: the caller is the host and the tournament is still under way. */
const everyAction = [
  ['FORBIDDEN', 'Only the host can run the tournament'],
  ['CONFLICT', tournamentMessages.finished],
] as const satisfies readonly EndpointRefusal[];

/** A host action without a body: `POST /api/tournaments/:id/<name>`. */
const bodiless = <const Name extends string>(name: Name, refuses: readonly EndpointRefusal[] = []) =>
  action.post(`/api/tournaments/:id/${name}`, { refuses: [...everyAction, ...refuses] });

/** A host action with a body. */
const withBody = <const Name extends string, Body extends z.ZodType>(
  name: Name,
  body: Body,
  refuses: readonly EndpointRefusal[] = [],
) => action.post(`/api/tournaments/:id/${name}`, { body, refuses: [...everyAction, ...refuses] });

const playerNotFound = ['NOT_FOUND', tournamentMessages.playerNotFound] as const;
/** A clock action decided again each time another write got in first, at most ten times. */
const clockBusy = [['CONFLICT', tournamentMessages.clockBusy]] as const satisfies readonly EndpointRefusal[];

/**
 * The host's actions on a running tournament, keyed by the last segment of their path (the name the
 * web's clock view uses): each answers the new state with the action's message.
 */
export const tournamentActionsContract = {
  pause: withBody('pause', pauseRequestSchema.nullish(), clockBusy),
  resume: bodiless('resume', clockBusy),
  advance: bodiless('advance', clockBusy),
  previous: bodiless('previous', clockBusy),
  break: bodiless('break', clockBusy),
  'add-time': bodiless('add-time', clockBusy),
  eliminate: withBody('eliminate', eliminateRequestSchema, [
    playerNotFound,
    ['VALIDATION_FAILED', 'The eliminating player must be another player still in'],
    ['CONFLICT', tournamentMessages.alreadyEliminated],
  ]),
  rebuy: withBody('rebuy', playerActionRequestSchema, [playerNotFound]),
  'add-on': withBody('add-on', playerActionRequestSchema, [playerNotFound]),
  'late-entry': withBody('late-entry', lateEntryRequestSchema, [
    ['VALIDATION_FAILED', tournamentMessages.lateRegistrationNotAllowed],
    ['VALIDATION_FAILED', tournamentMessages.lateRegistrationClosed(0).replace(/0$/, '<level>')],
    ['VALIDATION_FAILED', ledgerMessages.playerNotInGame],
    ['CONFLICT', tournamentMessages.alreadyInTournament],
    [
      'CONFLICT',
      tournamentMessages
        .walkInAtMaximum(0)
        .replace(/\b0\b/, '<max>')
        .replace(/\b1\.$/, '<max + 1>.'),
    ],
    ['CONFLICT', 'A guest with this name is already invited'],
    ['VALIDATION_FAILED', gameMessages.maxParticipants(0).replace(/0/, '<ceiling>')],
  ]),
  undo: bodiless('undo', [['CONFLICT', tournamentMessages.nothingToUndoHost]]),
  'undo-elimination': bodiless('undo-elimination', [
    ['CONFLICT', tournamentMessages.nothingToUndo],
    ['CONFLICT', 'There is no free seat to bring the player back to'],
  ]),
  move: withBody('move', moveRequestSchema, [
    playerNotFound,
    ['VALIDATION_FAILED', tournamentMessages.seatInvalid],
    ['CONFLICT', tournamentMessages.alreadyEliminated],
    ['CONFLICT', tournamentMessages.seatTaken],
  ]),
  chips: withBody('chips', chipsRequestSchema, [
    playerNotFound,
    ['CONFLICT', `<name>: ${tournamentMessages.alreadyEliminated}`],
  ]),
  button: withBody('button', buttonRequestSchema, [['VALIDATION_FAILED', tournamentMessages.seatInvalid]]),
  'apply-recommendation': withBody('apply-recommendation', applyRecommendationRequestSchema, [
    ['CONFLICT', 'This recommendation no longer applies: the tables have changed'],
  ]),
  end: bodiless('end'),
  'display-link': bodiless('display-link'),
};
