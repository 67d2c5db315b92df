import { type LeagueInput, leagueMessages, leaguesContract } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leaguesQueryKey } from './keys.ts';

/** `POST /leagues`: a new league owned by the viewer (League Organizer or Administrator). */
export function useCreateLeague() {
  return useEndpointMutation(leaguesContract.create, {
    toCall: (body: LeagueInput) => ({ body }),
    select: ({ league }) => league,
    onSuccess: () => {
      toast.success(leagueMessages.leagueCreated);
    },
    invalidatesInBackground: leaguesQueryKey,
  });
}
