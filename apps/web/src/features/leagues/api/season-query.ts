import { seasonResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { leagueKeys, seasonPath } from './keys.ts';

/** `GET /seasons/{id}`: settings, attached games, the public link (organizers) and last recompute. */
export const seasonQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leagueKeys.season(id),
    queryFn: async ({ signal }) =>
      (await apiClient.get(seasonPath(id), { schema: seasonResponseSchema, signal })).season,
  });
