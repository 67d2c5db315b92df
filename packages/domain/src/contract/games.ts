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
  shareLinkResponseSchema,
  updateGameRequestSchema,
  updateParticipantRequestSchema,
  updateShareLinkRequestSchema,
} from '../schemas/games/index.ts';
import { text } from '../schemas/text.ts';
import { endpointGroup } from './endpoint-group.ts';

const participantResponse = z.object({ participant: participantSchema });
const games = endpointGroup('games');
const game = games.byId(gameMessages.gameNotFound);
const participants = endpointGroup('participants');
const participantsOfGame = participants.byId(gameMessages.gameNotFound);
const participant = participantsOfGame.nested({ participantId: z.uuid({ error: 'Participant not found' }) });
/** An e-mailed invitation answered without an account: the link's token is the credential. */
const invitationLink = participants.with({ params: z.object({ token: text().min(10).max(256) }) });

/** Games, their participants, RSVPs and share links (docs/games.md, docs/players.md, docs/reach.md). */
export const gamesContract = {
  create: games.created('/api/games', gameResponseSchema, { body: createGameRequestSchema }),
  list: games.get('/api/games', listGamesResponseSchema, { query: listGamesQuerySchema }),
  /** `invite`: a share link's token, which lets someone not yet invited read the game. */
  read: game.get('/api/games/:id', gameResponseSchema, {
    query: z.object({ invite: text().max(256).optional() }),
  }),
  update: game.patch('/api/games/:id', gameResponseSchema, { body: updateGameRequestSchema }),
  endCashGame: game.post('/api/games/:id/end', gameResponseSchema),
  cancel: game.post('/api/games/:id/cancel', gameResponseSchema),

  addParticipants: participantsOfGame.post('/api/games/:id/participants', addParticipantsResponseSchema, {
    body: addParticipantsRequestSchema,
  }),
  confirmParticipants: participantsOfGame.post(
    '/api/games/:id/participants/confirm',
    confirmParticipantsResponseSchema,
    { body: confirmParticipantsRequestSchema },
  ),
  updateParticipant: participant.put('/api/games/:id/participants/:participantId', participantResponse, {
    body: updateParticipantRequestSchema,
  }),
  removeParticipant: participant.delete(
    '/api/games/:id/participants/:participantId',
    z.object({ removed: z.string() }),
  ),
  rsvp: participantsOfGame.post('/api/games/:id/rsvp', rsvpResponseSchema, { body: rsvpRequestSchema }),
  joinAsHost: participantsOfGame.post('/api/games/:id/join-as-host', gameResponseSchema),
  markNoShow: participant.put('/api/games/:id/participants/:participantId/no-show', participantResponse, {
    body: noShowRequestSchema,
  }),

  linkInvitation: invitationLink.get('/api/rsvp/:token', linkInvitationSchema),
  linkRsvp: invitationLink.post('/api/rsvp/:token', linkRsvpResponseSchema, {
    body: rsvpRequestSchema.omit({ inviteToken: true }),
  }),

  shareLink: game.get('/api/games/:id/share-link', shareLinkResponseSchema),
  updateShareLink: game.put('/api/games/:id/share-link', shareLinkResponseSchema, {
    body: updateShareLinkRequestSchema,
  }),
};
