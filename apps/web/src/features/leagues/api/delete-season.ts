import { contract } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { leaguePath, leaguesQueryKey } from './keys.ts';

/** `DELETE /seasons/{id}`: the season and its table (the games stay, detached). */
export function useDeleteSeason(id: string, leagueId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.call(contract.leagues.deleteSeason, { params: { id } }),
    onSuccess: async () => {
      toast.success('Season deleted');
      await navigate(leaguePath(leagueId), { replace: true });
      queryClient.removeQueries({ queryKey: [...leaguesQueryKey, 'season', id] });
      void queryClient.invalidateQueries({ queryKey: leaguesQueryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
