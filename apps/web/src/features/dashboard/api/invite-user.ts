import { type ProductInviteRequest, productInvitationResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** `POST /users/invite`: an e-mail inviting someone to join the product, with a single-use link. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInviteRequest) =>
      apiClient.post('/users/invite', body, { schema: productInvitationResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users', 'invitations'] }),
  });
}
