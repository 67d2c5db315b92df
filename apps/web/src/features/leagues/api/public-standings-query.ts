import { leaguesContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { leagueKeys } from './keys.ts';

/** `GET /public/standings/{token}`: the table signed out, without money; 404 once revoked. */
export const publicStandingsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: leagueKeys.publicStandings(token),
    queryFn: async ({ signal }) =>
      (await api.call(leaguesContract.publicStandings, { params: { token }, signal })).standings,
    // A TV left on the page all night follows the table as events complete.
    refetchInterval: 60_000,
  });
