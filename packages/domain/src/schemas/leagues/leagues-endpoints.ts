import type { Role } from '../auth/roles.ts';

/**
 * The leagues API, all under /api, all answering the `{success, data}` envelope except the two
 * downloads. Reads: the league's organizers and members (others get 404). Writes: the league's
 * owner and co-organizers (a member gets 403). Creating a league: League Organizer or Administrator.
 *
 * | method | path                                    | body / query                | data                          |
 * |--------|-----------------------------------------|-----------------------------|-------------------------------|
 * | GET    | /api/leagues                            |                             | leaguesResponseSchema         |
 * | POST   | /api/leagues                     (201)  | leagueInputSchema           | leagueResponseSchema          |
 * | GET    | /api/leagues/:id                        |                             | leagueResponseSchema          |
 * | PUT    | /api/leagues/:id                        | leagueInputSchema           | leagueResponseSchema          |
 * | DELETE | /api/leagues/:id                        |                             | deletedResponseSchema         |
 * | POST   | /api/leagues/:id/organizers      (201)  | addOrganizerRequestSchema   | leagueResponseSchema          |
 * | DELETE | /api/leagues/:id/organizers/:userId     |                             | leagueResponseSchema          |
 * | GET    | /api/leagues/:id/members                |                             | membersResponseSchema         |
 * | POST   | /api/leagues/:id/members         (201)  | addMemberRequestSchema      | memberResponseSchema          |
 * | DELETE | /api/leagues/:id/members/:memberId      |                             | deletedResponseSchema         |
 * | GET    | /api/leagues/:id/seasons                |                             | seasonsResponseSchema         |
 * | POST   | /api/leagues/:id/seasons         (201)  | seasonInputSchema           | seasonResponseSchema          |
 * | GET    | /api/seasons/:id                        |                             | seasonResponseSchema          |
 * | PUT    | /api/seasons/:id                        | seasonUpdateSchema          | seasonResponseSchema          |
 * | DELETE | /api/seasons/:id                        |                             | deletedResponseSchema         |
 * | POST   | /api/seasons/:id/games           (201)  | attachGameRequestSchema     | seasonResponseSchema          |
 * | DELETE | /api/seasons/:id/games/:gameId          |                             | seasonResponseSchema          |
 * | GET    | /api/seasons/:id/standings              |                             | standingsResponseSchema       |
 * | GET    | /api/seasons/:id/standings.csv          |                             | text/csv attachment           |
 * | GET    | /api/seasons/:id/standings.pdf          |                             | application/pdf attachment    |
 * | POST   | /api/seasons/:id/sandbox                | sandboxRequestSchema        | sandboxResponseSchema         |
 * | GET    | /api/seasons/:id/players/:playerKey     |                             | seasonPlayerResponseSchema    |
 * | GET    | /api/seasons/:id/final-stacks           |                             | finalStacksResponseSchema     |
 * | POST   | /api/seasons/:id/public-link     (201)  | (none; replaces any old one)| publicLinkResponseSchema      |
 * | DELETE | /api/seasons/:id/public-link            |                             | deletedResponseSchema         |
 * | GET    | /api/public/standings/:token  (no auth) |                             | standingsResponseSchema       |
 * | GET    | /api/dashboard/league                   |                             | leagueDashboardResponseSchema |
 *
 * `playerKey` is opaque (encode it in a URL): `u-<userId>` for a registered player, `m-<memberId>`
 * for a guest member, `n-<name>` for a guest who is not a member.
 * The sandbox and every write are for organizers; standings, player pages, final stacks and the
 * CSV/PDF downloads are read by members too (docs/leagues.md).
 */
export const leaguesEndpoints = [
  ['GET', '/api/leagues'],
  ['POST', '/api/leagues'],
  ['GET', '/api/leagues/:id'],
  ['PUT', '/api/leagues/:id'],
  ['DELETE', '/api/leagues/:id'],
  ['POST', '/api/leagues/:id/organizers'],
  ['DELETE', '/api/leagues/:id/organizers/:userId'],
  ['GET', '/api/leagues/:id/members'],
  ['POST', '/api/leagues/:id/members'],
  ['DELETE', '/api/leagues/:id/members/:memberId'],
  ['GET', '/api/leagues/:id/seasons'],
  ['POST', '/api/leagues/:id/seasons'],
  ['GET', '/api/seasons/:id'],
  ['PUT', '/api/seasons/:id'],
  ['DELETE', '/api/seasons/:id'],
  ['POST', '/api/seasons/:id/games'],
  ['DELETE', '/api/seasons/:id/games/:gameId'],
  ['GET', '/api/seasons/:id/standings'],
  ['GET', '/api/seasons/:id/standings.csv'],
  ['GET', '/api/seasons/:id/standings.pdf'],
  ['POST', '/api/seasons/:id/sandbox'],
  ['GET', '/api/seasons/:id/players/:playerKey'],
  ['GET', '/api/seasons/:id/final-stacks'],
  ['POST', '/api/seasons/:id/public-link'],
  ['DELETE', '/api/seasons/:id/public-link'],
  ['GET', '/api/public/standings/:token'],
  ['GET', '/api/dashboard/league'],
] as const;

/** Who may create leagues (the sidebar shows Leagues to them). */
export const canRunLeagues = (role: Role) => role === 'organizer' || role === 'admin';
