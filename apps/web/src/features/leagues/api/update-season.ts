import { leagueMessages, leaguesContract, type SeasonInput } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leaguesQueryKey } from './keys.ts';

/** `PUT /seasons/{id}`: the whole season again; a new scoring recomputes the table. */
export function useUpdateSeason(id: string, successMessage: string = leagueMessages.seasonUpdated) {
  return useEndpointMutation(leaguesContract.updateSeason, {
    toCall: (body: SeasonInput) => ({ params: { id }, body }),
    select: ({ season }) => season,
    onSuccess: () => {
      toast.success(successMessage);
    },
    invalidatesInBackground: leaguesQueryKey,
  });
}
