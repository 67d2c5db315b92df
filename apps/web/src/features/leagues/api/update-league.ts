import { contract, type LeagueInput, leagueMessages } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { leaguesQueryKey } from './keys.ts';

/** `PUT /leagues/{id}`: the league's name and description. */
export async function updateLeague(id: string, body: LeagueInput) {
  return (await api.call(contract.leagues.update, { params: { id }, body })).league;
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
