import { contract } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { leaguesQueryKey } from './keys.ts';

/** `DELETE /leagues/{id}/members/{memberId}`: their results stay in the seasons they played. */
export function useRemoveMember(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      api.call(contract.leagues.removeMember, { params: { id: leagueId, memberId } }),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesQueryKey }),
  });
}
