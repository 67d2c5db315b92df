import { finalStacksResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { leagueKeys, seasonPath } from './keys.ts';

/** `GET /seasons/{id}/final-stacks`: each qualified player's starting stack for the season final. */
export const finalStacksQueryOptions = (seasonId: string) =>
  queryOptions({
    queryKey: leagueKeys.finalStacks(seasonId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${seasonPath(seasonId)}/final-stacks`, {
          schema: finalStacksResponseSchema,
          signal,
        })
      ).finalStacks,
  });
