import { z } from 'zod';
import {
  addParticipantsRequestSchema,
  addParticipantsResponseSchema,
  confirmParticipantsRequestSchema,
  confirmParticipantsResponseSchema,
  createGameRequestSchema,
  gameMessages,
  gameResponseSchema,
  linkInvitationSchema,
  linkRsvpResponseSchema,
  listGamesQuerySchema,
  listGamesResponseSchema,
  noShowRequestSchema,
  participantSchema,
  rsvpRequestSchema,
  rsvpResponseSchema,
  shareLinkMessages,
  shareLinkResponseSchema,
  updateGameRequestSchema,
  updateParticipantRequestSchema,
  updateShareLinkRequestSchema,
} from '../schemas/games/index.ts';
import { endCashGameRequestSchema, ledgerMessages } from '../schemas/ledger/index.ts';
import { text } from '../schemas/text.ts';
import type { EndpointRefusal } from './define-endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';

const participantResponse = z.object({ participant: participantSchema });
const games = endpointGroup('games');
const game = games.byId(gameMessages.gameNotFound);
const participants = endpointGroup('participants');
const participantsOfGame = participants.byId(gameMessages.gameNotFound);
const participant = participantsOfGame.nested({ participantId: z.uuid({ error: 'Participant not found' }) });
/** What the games service checks beyond the schemas when a game is created or changed (checkGameRules). */
export const gameRules = [
  ['VALIDATION_FAILED', `\`scheduledDate\`: ${gameMessages.dateInPast}`],
  [
    'VALIDATION_FAILED',
    "`maxParticipants`: at most the caller's role allows (`maxParticipants` of GET /api/auth/capabilities)",
  ],
] as const satisfies readonly EndpointRefusal[];
/** The host's own actions on a game: another caller who can see it is refused, one who cannot gets a 404. */
const hostOnly = [['FORBIDDEN', gameMessages.onlyHost]] as const satisfies readonly EndpointRefusal[];
const notEditable = [
  ['CONFLICT', gameMessages.gameNotEditable],
] as const satisfies readonly EndpointRefusal[];
const linkRefusals = [
  ['FORBIDDEN', shareLinkMessages.off],
  ['CONFLICT', shareLinkMessages.capReached],
] as const satisfies readonly EndpointRefusal[];
/** An e-mailed invitation answered without an account: the link's token is the credential. */
const invitationLink = participants.with({ params: z.object({ token: text().min(10).max(256) }) });

/** Games, their participants, RSVPs and share links (docs/games.md, docs/players.md, docs/reach.md). */
export const gamesContract = {
  create: games.created('/api/games', gameResponseSchema, {
    body: createGameRequestSchema,
    refuses: gameRules,
  }),
  list: games.get('/api/games', listGamesResponseSchema, { query: listGamesQuerySchema }),
  /** `invite`: a share link's token, which lets someone not yet invited read the game. */
  read: game.get('/api/games/:id', gameResponseSchema, {
    query: z.object({ invite: text().max(256).optional() }),
    refuses: [['FORBIDDEN', `${shareLinkMessages.off} (read through a share link)`]],
  }),
  update: game.patch('/api/games/:id', gameResponseSchema, {
    body: updateGameRequestSchema,
    refuses: [
      ...hostOnly,
      ...notEditable,
      ...gameRules,
      ['VALIDATION_FAILED', '`blindStructure`: Tournament structure is required for tournaments'],
      ['VALIDATION_FAILED', '`maxParticipants`: not below the number of players already seated'],
    ],
  }),
  /** Served by the ledger feature, which knows whether the books balance (docs/games.md, "Cash games"). */
  endCashGame: game.post('/api/games/:id/end', gameResponseSchema, {
    body: endCashGameRequestSchema.nullish(),
    idempotencyKey: true,
    refuses: [
      ...hostOnly,
      ['CONFLICT', `${ledgerMessages.endWithGap} (the gap: <amount>)`],
      ['VALIDATION_FAILED', gameMessages.endCashOnly],
      ['VALIDATION_FAILED', gameMessages.endDraft],
      ...notEditable,
    ],
  }),
  cancel: game.post('/api/games/:id/cancel', gameResponseSchema, { refuses: hostOnly }),

  addParticipants: participantsOfGame.post('/api/games/:id/participants', addParticipantsResponseSchema, {
    body: addParticipantsRequestSchema,
    refuses: [...hostOnly, ...notEditable],
  }),
  confirmParticipants: participantsOfGame.post(
    '/api/games/:id/participants/confirm',
    confirmParticipantsResponseSchema,
    { body: confirmParticipantsRequestSchema, refuses: hostOnly },
  ),
  updateParticipant: participant.put('/api/games/:id/participants/:participantId', participantResponse, {
    body: updateParticipantRequestSchema,
    refuses: [...hostOnly, ['CONFLICT', gameMessages.full]],
  }),
  removeParticipant: participant.delete(
    '/api/games/:id/participants/:participantId',
    z.object({ removed: z.string() }),
    { refuses: hostOnly },
  ),
  rsvp: participantsOfGame.post('/api/games/:id/rsvp', rsvpResponseSchema, {
    body: rsvpRequestSchema,
    refuses: [
      ['NOT_FOUND', `${gameMessages.noInvitation} (no invitation and no share link's token)`],
      ['CONFLICT', gameMessages.gameCancelled],
      ...notEditable,
      ...linkRefusals,
    ],
  }),
  joinAsHost: participantsOfGame.post('/api/games/:id/join-as-host', gameResponseSchema, {
    refuses: [
      ...hostOnly,
      ['CONFLICT', gameMessages.gameCancelled],
      ...notEditable,
      ['CONFLICT', gameMessages.alreadyParticipating],
      ['CONFLICT', gameMessages.full],
    ],
  }),
  markNoShow: participant.put('/api/games/:id/participants/:participantId/no-show', participantResponse, {
    body: noShowRequestSchema,
    refuses: [
      ...hostOnly,
      ['CONFLICT', shareLinkMessages.noShowTooEarly],
      ['CONFLICT', shareLinkMessages.noShowNotSeated],
    ],
  }),

  linkInvitation: invitationLink.get('/api/rsvp/:token', linkInvitationSchema),
  linkRsvp: invitationLink.post('/api/rsvp/:token', linkRsvpResponseSchema, {
    body: rsvpRequestSchema.omit({ inviteToken: true }),
    refuses: [['CONFLICT', gameMessages.gameCancelled], ...notEditable],
  }),

  shareLink: game.get('/api/games/:id/share-link', shareLinkResponseSchema, { refuses: hostOnly }),
  updateShareLink: game.put('/api/games/:id/share-link', shareLinkResponseSchema, {
    body: updateShareLinkRequestSchema,
    refuses: [...hostOnly, ...notEditable],
  }),
};
