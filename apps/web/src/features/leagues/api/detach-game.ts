import { leagueMessages, leaguesContract } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leaguesQueryKey } from './keys.ts';

/** `DELETE /seasons/{id}/games/{gameId}`: the game stops counting; the table is recomputed without it. */
export function useDetachGame(seasonId: string) {
  return useEndpointMutation(leaguesContract.detachGame, {
    toCall: (gameId: string) => ({ params: { id: seasonId, gameId } }),
    onSuccess: () => toast.success(leagueMessages.gameDetached),
    onError: (error) => toast.error(error.message),
    invalidates: leaguesQueryKey,
  });
}
