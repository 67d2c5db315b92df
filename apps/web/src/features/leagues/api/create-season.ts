import { leagueMessages, type SeasonInput, seasonResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';
import { leaguePath, leaguesQueryKey } from './keys.ts';

/** `POST /leagues/{id}/seasons`: dates, currency, scoring and the final's stack rule. */
export function useCreateSeason(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SeasonInput) =>
      (await apiClient.post(`${leaguePath(leagueId)}/seasons`, body, { schema: seasonResponseSchema }))
        .season,
    onSuccess: () => {
      toast.success(leagueMessages.seasonCreated);
      void queryClient.invalidateQueries({ queryKey: leaguesQueryKey });
    },
  });
}
