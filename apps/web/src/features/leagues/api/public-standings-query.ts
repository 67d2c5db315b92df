import { standingsResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { leagueKeys } from './keys.ts';

/** `GET /public/standings/{token}`: the table signed out, without money; 404 once revoked. */
export const publicStandingsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: leagueKeys.publicStandings(token),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/public/standings/${encodeURIComponent(token)}`, {
          schema: standingsResponseSchema,
          signal,
        })
      ).standings,
    // A TV left on the page all night follows the table as events complete.
    refetchInterval: 60_000,
  });
