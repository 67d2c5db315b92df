import { contract, leagueMessages, type SeasonInput } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { leaguesQueryKey } from './keys.ts';

/** `PUT /seasons/{id}`: the whole season again; a new scoring recomputes the table. */
export async function updateSeason(id: string, body: SeasonInput) {
  return (await api.call(contract.leagues.updateSeason, { params: { id }, body })).season;
}

export function useUpdateSeason(id: string, successMessage: string = leagueMessages.seasonUpdated) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeasonInput) => updateSeason(id, body),
    onSuccess: () => {
      toast.success(successMessage);
      void queryClient.invalidateQueries({ queryKey: leaguesQueryKey });
    },
  });
}
