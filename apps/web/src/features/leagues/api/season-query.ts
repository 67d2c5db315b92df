import { leaguesContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { leagueKeys } from './keys.ts';

/** `GET /seasons/{id}`: settings, attached games, the public link (organizers) and last recompute. */
export const seasonQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leagueKeys.season(id),
    queryFn: async ({ signal }) =>
      (await api.call(leaguesContract.season, { params: { id }, signal })).season,
  });
