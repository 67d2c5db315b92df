/**
 * Every league read lives under `leagues`: a change to a league, a season or its games invalidates
 * the whole key, because standings, player pages and the dashboard all read the same results.
 */
export const leaguesQueryKey = ['leagues'] as const;

export const leagueKeys = {
  list: [...leaguesQueryKey, 'list'] as const,
  league: (id: string) => [...leaguesQueryKey, 'league', id] as const,
  members: (id: string) => [...leaguesQueryKey, 'league', id, 'members'] as const,
  season: (id: string) => [...leaguesQueryKey, 'season', id] as const,
  standings: (id: string) => [...leaguesQueryKey, 'season', id, 'standings'] as const,
  player: (seasonId: string, playerKey: string) =>
    [...leaguesQueryKey, 'season', seasonId, 'player', playerKey] as const,
  finalStacks: (id: string) => [...leaguesQueryKey, 'season', id, 'final-stacks'] as const,
  dashboard: [...leaguesQueryKey, 'dashboard'] as const,
  publicStandings: (token: string) => ['public-standings', token] as const,
};

export const leaguePath = (id: string) => `/leagues/${encodeURIComponent(id)}`;
export const seasonPath = (id: string) => `/seasons/${encodeURIComponent(id)}`;
