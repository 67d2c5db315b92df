import { contract } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/features/auth';
import { api } from '@/lib/api-call.ts';

/** `POST /auth/2fa/verify`: a code from the app confirms the pending secret; answers the recovery codes once. */
export async function enableTwoFactor(token: string) {
  const { recoveryCodes } = await api.call(contract.auth.twoFactorEnable, { body: { token } });
  return recoveryCodes;
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => {
      // Not awaited: the recovery codes must reach the screen without waiting for the refetch.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
