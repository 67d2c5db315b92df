import { leaguesContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { leagueKeys } from './keys.ts';

/** `GET /dashboard/league`: the next league night and the viewer's rank in each current season. */
export const leagueDashboardQueryOptions = queryOptions({
  queryKey: leagueKeys.dashboard,
  queryFn: async ({ signal }) => (await api.call(leaguesContract.dashboard, { signal })).dashboard,
});
