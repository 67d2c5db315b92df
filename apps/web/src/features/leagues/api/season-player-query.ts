import { seasonPlayerResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { leagueKeys, seasonPath } from './keys.ts';

/** `GET /seasons/{id}/players/{playerKey}`: a player's events, ROI, ITM% and head-to-head. */
export const seasonPlayerQueryOptions = (seasonId: string, playerKey: string) =>
  queryOptions({
    queryKey: leagueKeys.player(seasonId, playerKey),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${seasonPath(seasonId)}/players/${encodeURIComponent(playerKey)}`, {
          schema: seasonPlayerResponseSchema,
          signal,
        })
      ).player,
  });
