import { contract, type ResetPasswordRequest } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { sessionQueryKey } from './session-query.ts';

/** `POST /auth/reset-password` with the token from the e-mailed link. */
export async function resetPassword(body: ResetPasswordRequest) {
  const { message } = await api.call(contract.auth.resetPassword, { body });
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
