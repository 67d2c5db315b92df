import { type ChangePasswordRequest, contract } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { sessionsQueryKey } from './sessions-query.ts';

/** `POST /auth/change-password`: this device stays signed in, every other session is ended. */
export async function changePassword(body: ChangePasswordRequest) {
  const { message } = await api.call(contract.auth.changePassword, { body });
  return message;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      // The other devices are gone from the list; not awaited so the form can confirm at once.
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
