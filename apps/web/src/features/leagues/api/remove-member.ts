import { deletedResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';
import { leaguePath, leaguesQueryKey } from './keys.ts';

/** `DELETE /leagues/{id}/members/{memberId}`: their results stay in the seasons they played. */
export function useRemoveMember(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiClient.delete(`${leaguePath(leagueId)}/members/${encodeURIComponent(memberId)}`, {
        schema: deletedResponseSchema,
      }),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesQueryKey }),
  });
}
