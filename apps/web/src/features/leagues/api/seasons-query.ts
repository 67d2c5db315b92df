import { seasonsResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { leagueKeys, leaguePath } from './keys.ts';

/** `GET /leagues/{id}/seasons`: the league's seasons, for pickers that attach a game to one. */
export const seasonsQueryOptions = (leagueId: string) =>
  queryOptions({
    queryKey: [...leagueKeys.league(leagueId), 'seasons'],
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${leaguePath(leagueId)}/seasons`, { schema: seasonsResponseSchema, signal }))
        .seasons,
  });
