import { leagueMessages, seasonResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';
import { leaguesQueryKey, seasonPath } from './keys.ts';

/** `DELETE /seasons/{id}/games/{gameId}`: the game stops counting; the table is recomputed without it. */
export function useDetachGame(seasonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) =>
      apiClient.delete(`${seasonPath(seasonId)}/games/${encodeURIComponent(gameId)}`, {
        schema: seasonResponseSchema,
      }),
    onSuccess: () => toast.success(leagueMessages.gameDetached),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesQueryKey }),
  });
}
