import { leagueMessages, leaguesContract, type SeasonInput } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leaguesQueryKey } from './keys.ts';

/** `POST /leagues/{id}/seasons`: dates, currency, scoring and the final's stack rule. */
export function useCreateSeason(leagueId: string) {
  return useEndpointMutation(leaguesContract.createSeason, {
    toCall: (body: SeasonInput) => ({ params: { id: leagueId }, body }),
    select: ({ season }) => season,
    onSuccess: () => {
      toast.success(leagueMessages.seasonCreated);
    },
    invalidatesInBackground: leaguesQueryKey,
  });
}
