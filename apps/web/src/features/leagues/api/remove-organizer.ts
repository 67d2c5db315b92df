import { leaguesContract } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leaguesQueryKey } from './keys.ts';

/** `DELETE /leagues/{id}/organizers/{userId}`: a co-organizer stops running the league. */
export function useRemoveOrganizer(leagueId: string) {
  return useEndpointMutation(leaguesContract.removeOrganizer, {
    toCall: (userId: string) => ({ params: { id: leagueId, userId } }),
    onError: (error) => toast.error(error.message),
    invalidates: leaguesQueryKey,
  });
}
