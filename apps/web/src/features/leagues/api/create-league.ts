import { type LeagueInput, leagueMessages, leagueResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';
import { leaguesQueryKey } from './keys.ts';

/** `POST /leagues`: a new league owned by the viewer (League Organizer or Administrator). */
export async function createLeague(body: LeagueInput) {
  return (await apiClient.post('/leagues', body, { schema: leagueResponseSchema })).league;
}

export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeague,
    onSuccess: () => {
      toast.success(leagueMessages.leagueCreated);
      void queryClient.invalidateQueries({ queryKey: leaguesQueryKey });
    },
  });
}
