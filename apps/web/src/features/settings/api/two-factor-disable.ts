import { contract } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sessionQueryKey } from '@/features/auth';
import { api } from '@/lib/api-call.ts';

/** `POST /auth/2fa/disable` with a current code or an unused recovery code. */
export async function disableTwoFactor(token: string) {
  const { message } = await api.call(contract.auth.twoFactorDisable, { body: { token } });
  return message;
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (message) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
