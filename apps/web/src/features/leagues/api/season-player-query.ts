import { leaguesContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { leagueKeys } from './keys.ts';

/** `GET /seasons/{id}/players/{playerKey}`: a player's events, ROI, ITM% and head-to-head. */
export const seasonPlayerQueryOptions = (seasonId: string, playerKey: string) =>
  queryOptions({
    queryKey: leagueKeys.player(seasonId, playerKey),
    queryFn: async ({ signal }) =>
      (await api.call(leaguesContract.seasonPlayer, { params: { id: seasonId, playerKey }, signal })).player,
  });
