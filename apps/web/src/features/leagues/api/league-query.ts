import { leaguesContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { leagueKeys } from './keys.ts';

/** `GET /leagues/{id}`: the league with its organizers and seasons. */
export const leagueQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leagueKeys.league(id),
    queryFn: async ({ signal }) => (await api.call(leaguesContract.read, { params: { id }, signal })).league,
  });
