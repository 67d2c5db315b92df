import { type ProductInviteRequest, playersContract } from '@pokerhome/domain';
import { invitationsQueryKey } from '@/features/players';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

/** `POST /users/invite`: an e-mail with a single-use sign-up link; the players page's invitations are read again. */
export function useInviteUser() {
  return useEndpointMutation(playersContract.invite, {
    toCall: (body: ProductInviteRequest) => ({ body }),
    invalidates: invitationsQueryKey,
  });
}
