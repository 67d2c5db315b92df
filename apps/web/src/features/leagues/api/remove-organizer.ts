import { leagueResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';
import { leaguePath, leaguesQueryKey } from './keys.ts';

/** `DELETE /leagues/{id}/organizers/{userId}`: a co-organizer stops running the league. */
export function useRemoveOrganizer(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiClient.delete(`${leaguePath(leagueId)}/organizers/${encodeURIComponent(userId)}`, {
        schema: leagueResponseSchema,
      }),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesQueryKey }),
  });
}
