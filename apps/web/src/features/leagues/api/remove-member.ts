import { leaguesContract } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leaguesQueryKey } from './keys.ts';

/** `DELETE /leagues/{id}/members/{memberId}`: their results stay in the seasons they played. */
export function useRemoveMember(leagueId: string) {
  return useEndpointMutation(leaguesContract.removeMember, {
    toCall: (memberId: string) => ({ params: { id: leagueId, memberId } }),
    onError: (error) => toast.error(error.message),
    invalidates: leaguesQueryKey,
  });
}
