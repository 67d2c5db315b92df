import { leaguesContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { leagueKeys } from './keys.ts';

/** `GET /leagues/{id}/seasons`: the league's seasons, for pickers that attach a game to one. */
export const seasonsQueryOptions = (leagueId: string) =>
  queryOptions({
    queryKey: [...leagueKeys.league(leagueId), 'seasons'],
    queryFn: async ({ signal }) =>
      (await api.call(leaguesContract.seasons, { params: { id: leagueId }, signal })).seasons,
  });
