import { contract, type LeagueInput, leagueMessages } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { leaguesQueryKey } from './keys.ts';

/** `POST /leagues`: a new league owned by the viewer (League Organizer or Administrator). */
export async function createLeague(body: LeagueInput) {
  return (await api.call(contract.leagues.create, { body })).league;
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
