import { contract } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { leaguesQueryKey } from './keys.ts';

/** `POST /leagues/{id}/organizers`: a League Organizer or Administrator helps run the league. */
export function useAddOrganizer(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.call(contract.leagues.addOrganizer, { params: { id: leagueId }, body: { userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesQueryKey }),
  });
}
