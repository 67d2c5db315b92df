import { leaguesContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { leagueKeys } from './keys.ts';

/** `GET /seasons/{id}/final-stacks`: each qualified player's starting stack for the season final. */
export const finalStacksQueryOptions = (seasonId: string) =>
  queryOptions({
    queryKey: leagueKeys.finalStacks(seasonId),
    queryFn: async ({ signal }) =>
      (await api.call(leaguesContract.finalStacks, { params: { id: seasonId }, signal })).finalStacks,
  });
