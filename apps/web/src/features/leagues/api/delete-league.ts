import { contract, leagueMessages } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { leaguesQueryKey } from './keys.ts';

/** `DELETE /leagues/{id}`: the league, its seasons and members (the games themselves stay). */
export function useDeleteLeague(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.call(contract.leagues.remove, { params: { id } }),
    onSuccess: async () => {
      toast.success(leagueMessages.leagueDeleted);
      await navigate('/leagues', { replace: true });
      queryClient.removeQueries({ queryKey: [...leaguesQueryKey, 'league', id] });
      void queryClient.invalidateQueries({ queryKey: leaguesQueryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
