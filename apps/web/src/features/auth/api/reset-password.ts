import { messageResponseSchema, type ResetPasswordRequest } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';
import { sessionQueryKey } from './session-query.ts';

/** `POST /auth/reset-password` with the token from the e-mailed link. */
export async function resetPassword(body: ResetPasswordRequest) {
  const { message } = await apiClient.post('/auth/reset-password', body, { schema: messageResponseSchema });
  return message;
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (message) => {
      // A reset signs out every session, this tab's included: forget the user so /login stays put.
      queryClient.setQueryData(sessionQueryKey, null);
      toast.success(message);
    },
  });
}
