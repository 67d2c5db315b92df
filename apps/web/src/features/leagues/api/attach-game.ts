import { leagueMessages, leaguesContract } from '@pokerhome/domain';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leaguesQueryKey } from './keys.ts';

/** `POST /seasons/{id}/games`: a tournament hosted by one of the league's organizers counts in the season. */
export async function attachGame(seasonId: string, gameId: string) {
  return (await api.call(leaguesContract.attachGame, { params: { id: seasonId }, body: { gameId } })).season;
}

export function useAttachGame(seasonId: string) {
  return useEndpointMutation(leaguesContract.attachGame, {
    toCall: (gameId: string) => ({ params: { id: seasonId }, body: { gameId } }),
    select: ({ season }) => season,
    onSuccess: () => toast.success(leagueMessages.gameAttached),
    onError: (error) => toast.error(error.message),
    invalidates: leaguesQueryKey,
  });
}
