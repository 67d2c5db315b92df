import { z } from 'zod';
import { apiSuccessSchema } from '../schemas/api.ts';
import {
  addParticipantsRequestSchema,
  addParticipantsResponseSchema,
  confirmParticipantsRequestSchema,
  confirmParticipantsResponseSchema,
  createGameRequestSchema,
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
import { defineEndpoint } from './define-endpoint.ts';

const tags = ['games'];
const participantTags = ['participants'];
const gameParams = z.object({ id: z.uuid({ error: 'Game not found' }) });
const participantParams = gameParams.extend({ participantId: z.uuid({ error: 'Participant not found' }) });
const gameResponse = { 200: apiSuccessSchema(gameResponseSchema) };
const participantResponse = { 200: apiSuccessSchema(z.object({ participant: participantSchema })) };
const linkParams = z.object({ token: text().min(10).max(256) });
const shareLinkResponse = { 200: apiSuccessSchema(shareLinkResponseSchema) };

/** Games, their participants, RSVPs and share links (docs/games.md, docs/players.md, docs/reach.md). */
export const gamesContract = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/games',
    tags,
    body: createGameRequestSchema,
    responses: { 201: apiSuccessSchema(gameResponseSchema) },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/games',
    tags,
    query: listGamesQuerySchema,
    responses: { 200: apiSuccessSchema(listGamesResponseSchema) },
  }),
  /** `invite`: a share link's token, which lets someone not yet invited read the game. */
  read: defineEndpoint({
    method: 'GET',
    path: '/api/games/:id',
    tags,
    params: gameParams,
    query: z.object({ invite: text().max(256).optional() }),
    responses: gameResponse,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/games/:id',
    tags,
    params: gameParams,
    body: updateGameRequestSchema,
    responses: gameResponse,
  }),
  endCashGame: defineEndpoint({
    method: 'POST',
    path: '/api/games/:id/end',
    tags,
    params: gameParams,
    responses: gameResponse,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/games/:id/cancel',
    tags,
    params: gameParams,
    responses: gameResponse,
  }),

  addParticipants: defineEndpoint({
    method: 'POST',
    path: '/api/games/:id/participants',
    tags: participantTags,
    params: gameParams,
    body: addParticipantsRequestSchema,
    responses: { 200: apiSuccessSchema(addParticipantsResponseSchema) },
  }),
  confirmParticipants: defineEndpoint({
    method: 'POST',
    path: '/api/games/:id/participants/confirm',
    tags: participantTags,
    params: gameParams,
    body: confirmParticipantsRequestSchema,
    responses: { 200: apiSuccessSchema(confirmParticipantsResponseSchema) },
  }),
  updateParticipant: defineEndpoint({
    method: 'PUT',
    path: '/api/games/:id/participants/:participantId',
    tags: participantTags,
    params: participantParams,
    body: updateParticipantRequestSchema,
    responses: participantResponse,
  }),
  removeParticipant: defineEndpoint({
    method: 'DELETE',
    path: '/api/games/:id/participants/:participantId',
    tags: participantTags,
    params: participantParams,
    responses: { 200: apiSuccessSchema(z.object({ removed: z.string() })) },
  }),
  rsvp: defineEndpoint({
    method: 'POST',
    path: '/api/games/:id/rsvp',
    tags: participantTags,
    params: gameParams,
    body: rsvpRequestSchema,
    responses: { 200: apiSuccessSchema(rsvpResponseSchema) },
  }),
  joinAsHost: defineEndpoint({
    method: 'POST',
    path: '/api/games/:id/join-as-host',
    tags: participantTags,
    params: gameParams,
    responses: gameResponse,
  }),
  markNoShow: defineEndpoint({
    method: 'PUT',
    path: '/api/games/:id/participants/:participantId/no-show',
    tags: participantTags,
    params: participantParams,
    body: noShowRequestSchema,
    responses: participantResponse,
  }),

  /** An e-mailed invitation answered without an account: the link's token is the credential. */
  linkInvitation: defineEndpoint({
    method: 'GET',
    path: '/api/rsvp/:token',
    tags: participantTags,
    params: linkParams,
    responses: { 200: apiSuccessSchema(linkInvitationSchema) },
  }),
  linkRsvp: defineEndpoint({
    method: 'POST',
    path: '/api/rsvp/:token',
    tags: participantTags,
    params: linkParams,
    body: rsvpRequestSchema.omit({ inviteToken: true }),
    responses: { 200: apiSuccessSchema(linkRsvpResponseSchema) },
  }),

  shareLink: defineEndpoint({
    method: 'GET',
    path: '/api/games/:id/share-link',
    tags,
    params: gameParams,
    responses: shareLinkResponse,
  }),
  updateShareLink: defineEndpoint({
    method: 'PUT',
    path: '/api/games/:id/share-link',
    tags,
    params: gameParams,
    body: updateShareLinkRequestSchema,
    responses: shareLinkResponse,
  }),
};
