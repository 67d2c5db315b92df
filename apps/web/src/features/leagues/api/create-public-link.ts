import { contract, leagueMessages } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { leagueKeys } from './keys.ts';

/** `POST /seasons/{id}/public-link`: a new secret read-only link; any earlier one stops working. */
export function useCreatePublicLink(seasonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.call(contract.leagues.createPublicLink, { params: { id: seasonId } })).link,
    onSuccess: () => toast.success(leagueMessages.linkCreated),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.season(seasonId) }),
  });
}
