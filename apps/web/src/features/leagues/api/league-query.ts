import { leagueResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { leagueKeys, leaguePath } from './keys.ts';

/** `GET /leagues/{id}`: the league with its organizers and seasons. */
export const leagueQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leagueKeys.league(id),
    queryFn: async ({ signal }) =>
      (await apiClient.get(leaguePath(id), { schema: leagueResponseSchema, signal })).league,
  });
