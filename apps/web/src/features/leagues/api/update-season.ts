import { leagueMessages, type SeasonInput, seasonResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';
import { leaguesQueryKey, seasonPath } from './keys.ts';

/** `PUT /seasons/{id}`: the whole season again; a new scoring recomputes the table. */
export async function updateSeason(id: string, body: SeasonInput) {
  return (await apiClient.put(seasonPath(id), body, { schema: seasonResponseSchema })).season;
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
