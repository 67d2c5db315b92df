import { leagueResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { leaguePath, leaguesQueryKey } from './keys.ts';

/** `POST /leagues/{id}/organizers`: a League Organizer or Administrator helps run the league. */
export function useAddOrganizer(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiClient.post(`${leaguePath(leagueId)}/organizers`, { userId }, { schema: leagueResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesQueryKey }),
  });
}
