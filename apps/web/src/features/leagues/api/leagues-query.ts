import { leaguesResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { leagueKeys } from './keys.ts';

/** `GET /leagues`: the leagues the viewer runs or belongs to. */
export const leaguesQueryOptions = queryOptions({
  queryKey: leagueKeys.list,
  queryFn: async ({ signal }) =>
    (await apiClient.get('/leagues', { schema: leaguesResponseSchema, signal })).leagues,
});
