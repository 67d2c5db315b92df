import { leaguesContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { leagueKeys } from './keys.ts';

/** `GET /seasons/{id}/standings`: the table recomputed from results, with awards. */
export const standingsQueryOptions = (seasonId: string) =>
  queryOptions({
    queryKey: leagueKeys.standings(seasonId),
    queryFn: async ({ signal }) =>
      (await api.call(leaguesContract.standings, { params: { id: seasonId }, signal })).standings,
    // A corrected elimination changes the table; a league night's readers should see it soon.
    staleTime: 15_000,
  });
