import { z } from 'zod';
import { apiSuccessSchema } from '../schemas/api.ts';
import { gameMessages } from '../schemas/games/index.ts';
import {
  addMemberRequestSchema,
  addOrganizerRequestSchema,
  attachGameRequestSchema,
  deletedResponseSchema,
  finalStacksResponseSchema,
  leagueDashboardResponseSchema,
  leagueInputSchema,
  leagueResponseSchema,
  leaguesResponseSchema,
  leagueMessages as m,
  memberResponseSchema,
  membersResponseSchema,
  publicLinkResponseSchema,
  sandboxRequestSchema,
  sandboxResponseSchema,
  seasonInputSchema,
  seasonPlayerResponseSchema,
  seasonResponseSchema,
  seasonsResponseSchema,
  seasonUpdateSchema,
  standingsResponseSchema,
} from '../schemas/leagues/index.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tags = ['leagues'];
const params = z.object({ id: z.uuid({ error: m.leagueNotFound }) });
const organizerParams = params.extend({ userId: z.uuid({ error: m.notOrganizer }) });
const memberParams = params.extend({ memberId: z.uuid({ error: m.memberNotFound }) });
const league = { 200: apiSuccessSchema(leagueResponseSchema) };
const deleted = { 200: apiSuccessSchema(deletedResponseSchema) };

const seasonParams = z.object({ id: z.uuid({ error: m.seasonNotFound }) });
const seasonGameParams = seasonParams.extend({ gameId: z.uuid({ error: gameMessages.gameNotFound }) });
const playerParams = seasonParams.extend({ playerKey: z.string().min(3).max(300) });
const season = { 200: apiSuccessSchema(seasonResponseSchema) };
const table = { 200: apiSuccessSchema(standingsResponseSchema) };

/** Leagues, their organizers and members, and their seasons (docs/leagues.md). */
export const leaguesContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/leagues',
    tags,
    responses: { 200: apiSuccessSchema(leaguesResponseSchema) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/leagues',
    tags,
    body: leagueInputSchema,
    responses: { 201: apiSuccessSchema(leagueResponseSchema) },
  }),
  read: defineEndpoint({ method: 'GET', path: '/api/leagues/:id', tags, params, responses: league }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/leagues/:id',
    tags,
    params,
    body: leagueInputSchema,
    responses: league,
  }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/leagues/:id', tags, params, responses: deleted }),
  addOrganizer: defineEndpoint({
    method: 'POST',
    path: '/api/leagues/:id/organizers',
    tags,
    params,
    body: addOrganizerRequestSchema,
    responses: { 201: apiSuccessSchema(leagueResponseSchema) },
  }),
  removeOrganizer: defineEndpoint({
    method: 'DELETE',
    path: '/api/leagues/:id/organizers/:userId',
    tags,
    params: organizerParams,
    responses: league,
  }),
  members: defineEndpoint({
    method: 'GET',
    path: '/api/leagues/:id/members',
    tags,
    params,
    responses: { 200: apiSuccessSchema(membersResponseSchema) },
  }),
  addMember: defineEndpoint({
    method: 'POST',
    path: '/api/leagues/:id/members',
    tags,
    params,
    body: addMemberRequestSchema,
    responses: { 201: apiSuccessSchema(memberResponseSchema) },
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/leagues/:id/members/:memberId',
    tags,
    params: memberParams,
    responses: deleted,
  }),
  seasons: defineEndpoint({
    method: 'GET',
    path: '/api/leagues/:id/seasons',
    tags,
    params,
    responses: { 200: apiSuccessSchema(seasonsResponseSchema) },
  }),
  createSeason: defineEndpoint({
    method: 'POST',
    path: '/api/leagues/:id/seasons',
    tags,
    params,
    body: seasonInputSchema,
    responses: { 201: apiSuccessSchema(seasonResponseSchema) },
  }),

  season: defineEndpoint({
    method: 'GET',
    path: '/api/seasons/:id',
    tags,
    params: seasonParams,
    responses: season,
  }),
  updateSeason: defineEndpoint({
    method: 'PUT',
    path: '/api/seasons/:id',
    tags,
    params: seasonParams,
    body: seasonUpdateSchema,
    responses: season,
  }),
  deleteSeason: defineEndpoint({
    method: 'DELETE',
    path: '/api/seasons/:id',
    tags,
    params: seasonParams,
    responses: deleted,
  }),
  attachGame: defineEndpoint({
    method: 'POST',
    path: '/api/seasons/:id/games',
    tags,
    params: seasonParams,
    body: attachGameRequestSchema,
    responses: { 201: apiSuccessSchema(seasonResponseSchema) },
  }),
  detachGame: defineEndpoint({
    method: 'DELETE',
    path: '/api/seasons/:id/games/:gameId',
    tags,
    params: seasonGameParams,
    responses: season,
  }),
  standings: defineEndpoint({
    method: 'GET',
    path: '/api/seasons/:id/standings',
    tags,
    params: seasonParams,
    responses: table,
  }),
  standingsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/seasons/:id/standings.csv',
    tags,
    params: seasonParams,
    produces: ['text/csv'],
  }),
  standingsPdf: defineEndpoint({
    method: 'GET',
    path: '/api/seasons/:id/standings.pdf',
    tags,
    params: seasonParams,
    produces: ['application/pdf'],
  }),
  sandbox: defineEndpoint({
    method: 'POST',
    path: '/api/seasons/:id/sandbox',
    tags,
    params: seasonParams,
    body: sandboxRequestSchema,
    responses: { 200: apiSuccessSchema(sandboxResponseSchema) },
  }),
  seasonPlayer: defineEndpoint({
    method: 'GET',
    path: '/api/seasons/:id/players/:playerKey',
    tags,
    params: playerParams,
    responses: { 200: apiSuccessSchema(seasonPlayerResponseSchema) },
  }),
  finalStacks: defineEndpoint({
    method: 'GET',
    path: '/api/seasons/:id/final-stacks',
    tags,
    params: seasonParams,
    responses: { 200: apiSuccessSchema(finalStacksResponseSchema) },
  }),
  createPublicLink: defineEndpoint({
    method: 'POST',
    path: '/api/seasons/:id/public-link',
    tags,
    params: seasonParams,
    responses: { 201: apiSuccessSchema(publicLinkResponseSchema) },
  }),
  revokePublicLink: defineEndpoint({
    method: 'DELETE',
    path: '/api/seasons/:id/public-link',
    tags,
    params: seasonParams,
    responses: deleted,
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/league',
    tags: ['dashboard'],
    responses: { 200: apiSuccessSchema(leagueDashboardResponseSchema) },
  }),
  /** The public standings link: the secret is the credential, no sign-in. */
  publicStandings: defineEndpoint({
    method: 'GET',
    path: '/api/public/standings/:token',
    tags,
    params: z.object({ token: z.string().min(10).max(200) }),
    responses: table,
  }),
};
