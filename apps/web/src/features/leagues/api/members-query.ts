import { leaguesContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { leagueKeys } from './keys.ts';

/** `GET /leagues/{id}/members`: registered players and guests (a guest's e-mail to organizers only). */
export const membersQueryOptions = (leagueId: string) =>
  queryOptions({
    queryKey: leagueKeys.members(leagueId),
    queryFn: async ({ signal }) =>
      (await api.call(leaguesContract.members, { params: { id: leagueId }, signal })).members,
  });
