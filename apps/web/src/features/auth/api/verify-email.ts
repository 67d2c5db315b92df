import { messageResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { sessionQueryKey } from './session-query.ts';

/** `POST /auth/verify-email` with the token from the e-mailed link (single use). */
export async function verifyEmail(token: string) {
  const { message } = await apiClient.post(
    '/auth/verify-email',
    { token },
    { schema: messageResponseSchema },
  );
  return message;
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => {
      // A signed-in user's cached record still says "not verified". Not awaited: the page can
      // say "verified" without waiting for that refetch.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
