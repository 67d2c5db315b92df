import { standingsResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { leagueKeys, seasonPath } from './keys.ts';

/** `GET /seasons/{id}/standings`: the table recomputed from results, with awards. */
export const standingsQueryOptions = (seasonId: string) =>
  queryOptions({
    queryKey: leagueKeys.standings(seasonId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${seasonPath(seasonId)}/standings`, { schema: standingsResponseSchema, signal }))
        .standings,
    // A corrected elimination changes the table; a league night's readers should see it soon.
    staleTime: 15_000,
  });
