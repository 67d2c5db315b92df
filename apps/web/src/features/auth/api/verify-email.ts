import { contract } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { sessionQueryKey } from './session-query.ts';

/** `POST /auth/verify-email` with the token from the e-mailed link (single use). */
export async function verifyEmail(token: string) {
  const { message } = await api.call(contract.auth.verifyEmail, { body: { token } });
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
