import { contract } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { sessionsQueryKey } from './sessions-query.ts';

/** `DELETE /auth/sessions/{id}`: that device is signed out at its next request. */
export async function revokeSession(id: string) {
  const { message } = await api.call(contract.auth.revokeSession, { params: { id } });
  return message;
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: (message) => {
      toast.success(message);
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
