import { z } from 'zod';
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
import type { EndpointRefusal } from './define-endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';

const leagues = endpointGroup('leagues');
const league = leagues.byId(m.leagueNotFound);
const organizer = league.nested({ userId: z.uuid({ error: m.notOrganizer }) });
const member = league.nested({ memberId: z.uuid({ error: m.memberNotFound }) });
const season = leagues.byId(m.seasonNotFound);
const seasonGame = season.nested({ gameId: z.uuid({ error: gameMessages.gameNotFound }) });
const seasonPlayer = season.nested({ playerKey: z.string().min(3).max(300) });

/** Leagues, their organizers and members, and their seasons (docs/leagues.md). */
/** A member of the league who does not run it may read it, not change it. */
const runners = [
  ['FORBIDDEN', "Only the league's organizers can change it"],
] as const satisfies readonly EndpointRefusal[];

export const leaguesContract = {
  list: leagues.get('/api/leagues', leaguesResponseSchema),
  create: leagues.created('/api/leagues', leagueResponseSchema, {
    body: leagueInputSchema,
    refuses: [['FORBIDDEN', m.organizersOnly]],
  }),
  read: league.get('/api/leagues/:id', leagueResponseSchema),
  update: league.put('/api/leagues/:id', leagueResponseSchema, { body: leagueInputSchema, refuses: runners }),
  remove: league.delete('/api/leagues/:id', deletedResponseSchema, {
    refuses: [['FORBIDDEN', "Only the league's owner can delete it"]],
  }),
  addOrganizer: league.created('/api/leagues/:id/organizers', leagueResponseSchema, {
    body: addOrganizerRequestSchema,
    refuses: [
      ...runners,
      ['VALIDATION_FAILED', m.userNotFound],
      ['VALIDATION_FAILED', m.organizerRole],
      ['VALIDATION_FAILED', m.organizerIsOwner],
      ['VALIDATION_FAILED', m.alreadyOrganizer],
    ],
  }),
  removeOrganizer: organizer.delete('/api/leagues/:id/organizers/:userId', leagueResponseSchema, {
    refuses: runners,
  }),
  members: league.get('/api/leagues/:id/members', membersResponseSchema),
  addMember: league.created('/api/leagues/:id/members', memberResponseSchema, {
    body: addMemberRequestSchema,
    refuses: [...runners, ['VALIDATION_FAILED', m.userNotFound], ['VALIDATION_FAILED', m.alreadyMember]],
  }),
  removeMember: member.delete('/api/leagues/:id/members/:memberId', deletedResponseSchema, {
    refuses: runners,
  }),
  seasons: league.get('/api/leagues/:id/seasons', seasonsResponseSchema),
  createSeason: league.created('/api/leagues/:id/seasons', seasonResponseSchema, {
    body: seasonInputSchema,
    refuses: runners,
  }),

  season: season.get('/api/seasons/:id', seasonResponseSchema),
  updateSeason: season.put('/api/seasons/:id', seasonResponseSchema, {
    body: seasonUpdateSchema,
    refuses: [
      ...runners,
      ['VALIDATION_FAILED', `${m.gameCurrency('<currency>')} (a season with games keeps its currency)`],
    ],
  }),
  deleteSeason: season.delete('/api/seasons/:id', deletedResponseSchema, { refuses: runners }),
  attachGame: season.created('/api/seasons/:id/games', seasonResponseSchema, {
    body: attachGameRequestSchema,
    refuses: [
      ...runners,
      ['VALIDATION_FAILED', m.gameNotFound],
      ['VALIDATION_FAILED', m.gameNotOrganizers],
      ['VALIDATION_FAILED', m.gameNotTournament],
      ['VALIDATION_FAILED', m.gameCurrency('<currency>')],
      ['VALIDATION_FAILED', m.gameAlreadyAttached],
    ],
  }),
  detachGame: seasonGame.delete('/api/seasons/:id/games/:gameId', seasonResponseSchema, {
    refuses: [...runners, ['NOT_FOUND', m.gameNotAttached]],
  }),
  standings: season.get('/api/seasons/:id/standings', standingsResponseSchema),
  standingsCsv: season.file('/api/seasons/:id/standings.csv', { produces: ['text/csv'] }),
  standingsPdf: season.file('/api/seasons/:id/standings.pdf', { produces: ['application/pdf'] }),
  sandbox: season.post('/api/seasons/:id/sandbox', sandboxResponseSchema, { body: sandboxRequestSchema }),
  seasonPlayer: seasonPlayer.get('/api/seasons/:id/players/:playerKey', seasonPlayerResponseSchema),
  finalStacks: season.get('/api/seasons/:id/final-stacks', finalStacksResponseSchema),
  createPublicLink: season.created('/api/seasons/:id/public-link', publicLinkResponseSchema, {
    refuses: runners,
  }),
  revokePublicLink: season.delete('/api/seasons/:id/public-link', deletedResponseSchema, {
    refuses: runners,
  }),
  dashboard: endpointGroup('dashboard').get('/api/dashboard/league', leagueDashboardResponseSchema),
  /** The public standings link: the secret is the credential, no sign-in. */
  publicStandings: leagues.get('/api/public/standings/:token', standingsResponseSchema, {
    params: z.object({ token: z.string().min(10).max(200) }),
  }),
};
