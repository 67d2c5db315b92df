import { leaguesContract } from '@pokerhome/domain';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leaguesQueryKey } from './keys.ts';

/** `POST /leagues/{id}/organizers`: a League Organizer or Administrator helps run the league. */
export function useAddOrganizer(leagueId: string) {
  return useEndpointMutation(leaguesContract.addOrganizer, {
    toCall: (userId: string) => ({ params: { id: leagueId }, body: { userId } }),
    invalidates: leaguesQueryKey,
  });
}
