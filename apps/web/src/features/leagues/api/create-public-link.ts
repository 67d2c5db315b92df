import { leagueMessages, leaguesContract } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leagueKeys } from './keys.ts';

/** `POST /seasons/{id}/public-link`: a new secret read-only link; any earlier one stops working. */
export function useCreatePublicLink(seasonId: string) {
  return useEndpointMutation(leaguesContract.createPublicLink, {
    toCall: () => ({ params: { id: seasonId } }),
    select: ({ link }) => link,
    onSuccess: () => toast.success(leagueMessages.linkCreated),
    onError: (error) => toast.error(error.message),
    invalidates: leagueKeys.season(seasonId),
  });
}
