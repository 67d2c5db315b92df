import { leagueMessages, leaguesContract } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leagueKeys } from './keys.ts';

/** `DELETE /seasons/{id}/public-link`: whoever holds the link sees "no longer valid" from now on. */
export function useRevokePublicLink(seasonId: string) {
  return useEndpointMutation(leaguesContract.revokePublicLink, {
    toCall: () => ({ params: { id: seasonId } }),
    onSuccess: () => toast.success(leagueMessages.linkRevoked),
    onError: (error) => toast.error(error.message),
    invalidates: leagueKeys.season(seasonId),
  });
}
