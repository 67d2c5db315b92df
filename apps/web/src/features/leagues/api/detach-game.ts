import { contract, leagueMessages } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { leaguesQueryKey } from './keys.ts';

/** `DELETE /seasons/{id}/games/{gameId}`: the game stops counting; the table is recomputed without it. */
export function useDetachGame(seasonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) =>
      api.call(contract.leagues.detachGame, { params: { id: seasonId, gameId } }),
    onSuccess: () => toast.success(leagueMessages.gameDetached),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesQueryKey }),
  });
}
