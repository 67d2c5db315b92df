import { leaguesContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { leagueKeys } from './keys.ts';

/** `GET /leagues`: the leagues the viewer runs or belongs to. */
export const leaguesQueryOptions = queryOptions({
  queryKey: leagueKeys.list,
  queryFn: async ({ signal }) => (await api.call(leaguesContract.list, { signal })).leagues,
});
