import type { ProductInviteRequest } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactsApi, invitationsQueryKey } from '@/features/players';

/** `POST /users/invite` (the players feature owns the call): an e-mail with a single-use sign-up link. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInviteRequest) => contactsApi.invite(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
