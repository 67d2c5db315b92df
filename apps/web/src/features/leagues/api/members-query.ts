import { membersResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { leagueKeys, leaguePath } from './keys.ts';

/** `GET /leagues/{id}/members`: registered players and guests (a guest's e-mail to organizers only). */
export const membersQueryOptions = (leagueId: string) =>
  queryOptions({
    queryKey: leagueKeys.members(leagueId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${leaguePath(leagueId)}/members`, { schema: membersResponseSchema, signal }))
        .members,
  });
