import { type LeagueInput, leagueMessages, leaguesContract } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leaguesQueryKey } from './keys.ts';

/** `PUT /leagues/{id}`: the league's name and description. */
export function useUpdateLeague(id: string) {
  return useEndpointMutation(leaguesContract.update, {
    toCall: (body: LeagueInput) => ({ params: { id }, body }),
    select: ({ league }) => league,
    onSuccess: () => {
      toast.success(leagueMessages.leagueUpdated);
    },
    invalidatesInBackground: leaguesQueryKey,
  });
}
