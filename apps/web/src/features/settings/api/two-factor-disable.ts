import { messageResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sessionQueryKey } from '@/features/auth';
import { apiClient } from '@/lib/api-client.ts';

/** `POST /auth/2fa/disable` with a current code or an unused recovery code. */
export async function disableTwoFactor(token: string) {
  const { message } = await apiClient.post('/auth/2fa/disable', { token }, { schema: messageResponseSchema });
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
