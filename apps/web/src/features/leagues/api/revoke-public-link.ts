import { contract, leagueMessages } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { leagueKeys } from './keys.ts';

/** `DELETE /seasons/{id}/public-link`: whoever holds the link sees "no longer valid" from now on. */
export function useRevokePublicLink(seasonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(contract.leagues.revokePublicLink, { params: { id: seasonId } }),
    onSuccess: () => toast.success(leagueMessages.linkRevoked),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.season(seasonId) }),
  });
}
