import { contract } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { sessionsQueryKey } from './sessions-query.ts';

/** `DELETE /auth/sessions`: every session but this one; answers how many were ended. */
export async function revokeOtherSessions() {
  const { revoked } = await api.call(contract.auth.revokeOtherSessions);
  return revoked;
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: (revoked) => {
      toast.success(`Signed out ${revoked} other ${revoked === 1 ? 'session' : 'sessions'}`);
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
