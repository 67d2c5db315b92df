import { leagueMessages, publicLinkResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';
import { leagueKeys, seasonPath } from './keys.ts';

/** `POST /seasons/{id}/public-link`: a new secret read-only link; any earlier one stops working. */
export function useCreatePublicLink(seasonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post(`${seasonPath(seasonId)}/public-link`, undefined, {
          schema: publicLinkResponseSchema,
        })
      ).link,
    onSuccess: () => toast.success(leagueMessages.linkCreated),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.season(seasonId) }),
  });
}
