import { deletedResponseSchema, leagueMessages } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';
import { leagueKeys, seasonPath } from './keys.ts';

/** `DELETE /seasons/{id}/public-link`: whoever holds the link sees "no longer valid" from now on. */
export function useRevokePublicLink(seasonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.delete(`${seasonPath(seasonId)}/public-link`, { schema: deletedResponseSchema }),
    onSuccess: () => toast.success(leagueMessages.linkRevoked),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.season(seasonId) }),
  });
}
