import { contract, leagueMessages } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { leaguesQueryKey } from './keys.ts';

/** `POST /seasons/{id}/games`: a tournament hosted by one of the league's organizers counts in the season. */
export async function attachGame(seasonId: string, gameId: string) {
  return (await api.call(contract.leagues.attachGame, { params: { id: seasonId }, body: { gameId } })).season;
}

export function useAttachGame(seasonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) => attachGame(seasonId, gameId),
    onSuccess: () => toast.success(leagueMessages.gameAttached),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesQueryKey }),
  });
}
