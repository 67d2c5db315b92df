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
import { endpointGroup } from './endpoint-group.ts';

const leagues = endpointGroup('leagues');
const league = leagues.byId(m.leagueNotFound);
const organizer = league.nested({ userId: z.uuid({ error: m.notOrganizer }) });
const member = league.nested({ memberId: z.uuid({ error: m.memberNotFound }) });
const season = leagues.byId(m.seasonNotFound);
const seasonGame = season.nested({ gameId: z.uuid({ error: gameMessages.gameNotFound }) });
const seasonPlayer = season.nested({ playerKey: z.string().min(3).max(300) });

/** Leagues, their organizers and members, and their seasons (docs/leagues.md). */
export const leaguesContract = {
  list: leagues.get('/api/leagues', leaguesResponseSchema),
  create: leagues.created('/api/leagues', leagueResponseSchema, { body: leagueInputSchema }),
  read: league.get('/api/leagues/:id', leagueResponseSchema),
  update: league.put('/api/leagues/:id', leagueResponseSchema, { body: leagueInputSchema }),
  remove: league.delete('/api/leagues/:id', deletedResponseSchema),
  addOrganizer: league.created('/api/leagues/:id/organizers', leagueResponseSchema, {
    body: addOrganizerRequestSchema,
  }),
  removeOrganizer: organizer.delete('/api/leagues/:id/organizers/:userId', leagueResponseSchema),
  members: league.get('/api/leagues/:id/members', membersResponseSchema),
  addMember: league.created('/api/leagues/:id/members', memberResponseSchema, {
    body: addMemberRequestSchema,
  }),
  removeMember: member.delete('/api/leagues/:id/members/:memberId', deletedResponseSchema),
  seasons: league.get('/api/leagues/:id/seasons', seasonsResponseSchema),
  createSeason: league.created('/api/leagues/:id/seasons', seasonResponseSchema, { body: seasonInputSchema }),

  season: season.get('/api/seasons/:id', seasonResponseSchema),
  updateSeason: season.put('/api/seasons/:id', seasonResponseSchema, { body: seasonUpdateSchema }),
  deleteSeason: season.delete('/api/seasons/:id', deletedResponseSchema),
  attachGame: season.created('/api/seasons/:id/games', seasonResponseSchema, {
    body: attachGameRequestSchema,
  }),
  detachGame: seasonGame.delete('/api/seasons/:id/games/:gameId', seasonResponseSchema),
  standings: season.get('/api/seasons/:id/standings', standingsResponseSchema),
  standingsCsv: season.file('/api/seasons/:id/standings.csv', { produces: ['text/csv'] }),
  standingsPdf: season.file('/api/seasons/:id/standings.pdf', { produces: ['application/pdf'] }),
  sandbox: season.post('/api/seasons/:id/sandbox', sandboxResponseSchema, { body: sandboxRequestSchema }),
  seasonPlayer: seasonPlayer.get('/api/seasons/:id/players/:playerKey', seasonPlayerResponseSchema),
  finalStacks: season.get('/api/seasons/:id/final-stacks', finalStacksResponseSchema),
  createPublicLink: season.created('/api/seasons/:id/public-link', publicLinkResponseSchema),
  revokePublicLink: season.delete('/api/seasons/:id/public-link', deletedResponseSchema),
  dashboard: endpointGroup('dashboard').get('/api/dashboard/league', leagueDashboardResponseSchema),
  /** The public standings link: the secret is the credential, no sign-in. */
  publicStandings: leagues.get('/api/public/standings/:token', standingsResponseSchema, {
    params: z.object({ token: z.string().min(10).max(200) }),
  }),
};
