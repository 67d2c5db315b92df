import { contract, leagueMessages, type SeasonInput } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { leaguesQueryKey } from './keys.ts';

/** `POST /leagues/{id}/seasons`: dates, currency, scoring and the final's stack rule. */
export function useCreateSeason(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SeasonInput) =>
      (await api.call(contract.leagues.createSeason, { params: { id: leagueId }, body })).season,
    onSuccess: () => {
      toast.success(leagueMessages.seasonCreated);
      void queryClient.invalidateQueries({ queryKey: leaguesQueryKey });
    },
  });
}
