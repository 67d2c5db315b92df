import { type LeagueInput, leagueMessages, leagueResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';
import { leaguePath, leaguesQueryKey } from './keys.ts';

/** `PUT /leagues/{id}`: the league's name and description. */
export async function updateLeague(id: string, body: LeagueInput) {
  return (await apiClient.put(leaguePath(id), body, { schema: leagueResponseSchema })).league;
}

export function useUpdateLeague(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeagueInput) => updateLeague(id, body),
    onSuccess: () => {
      toast.success(leagueMessages.leagueUpdated);
      void queryClient.invalidateQueries({ queryKey: leaguesQueryKey });
    },
  });
}
