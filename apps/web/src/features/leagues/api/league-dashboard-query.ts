import { leagueDashboardResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { leagueKeys } from './keys.ts';

/** `GET /dashboard/league`: the next league night and the viewer's rank in each current season. */
export const leagueDashboardQueryOptions = queryOptions({
  queryKey: leagueKeys.dashboard,
  queryFn: async ({ signal }) =>
    (await apiClient.get('/dashboard/league', { schema: leagueDashboardResponseSchema, signal })).dashboard,
});
