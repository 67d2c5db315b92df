import { type AddMemberRequest, leaguesContract } from '@pokerhome/domain';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leaguesQueryKey } from './keys.ts';

/** `POST /leagues/{id}/members`: a registered user by id, or a guest by name and e-mail. */
export function useAddMember(leagueId: string) {
  return useEndpointMutation(leaguesContract.addMember, {
    toCall: (body: AddMemberRequest) => ({ params: { id: leagueId }, body }),
    select: ({ member }) => member,
    invalidates: leaguesQueryKey,
  });
}
