import { messageResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';
import { sessionsQueryKey } from './sessions-query.ts';

/** `DELETE /auth/sessions/{id}`: that device is signed out at its next request. */
export async function revokeSession(id: string) {
  const { message } = await apiClient.delete(`/auth/sessions/${encodeURIComponent(id)}`, {
    schema: messageResponseSchema,
  });
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
