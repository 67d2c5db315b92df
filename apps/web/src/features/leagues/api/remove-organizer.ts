import { contract } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { leaguesQueryKey } from './keys.ts';

/** `DELETE /leagues/{id}/organizers/{userId}`: a co-organizer stops running the league. */
export function useRemoveOrganizer(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.call(contract.leagues.removeOrganizer, { params: { id: leagueId, userId } }),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesQueryKey }),
  });
}
