import { deletedResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';
import { leaguePath, leaguesQueryKey, seasonPath } from './keys.ts';

/** `DELETE /seasons/{id}`: the season and its table (the games stay, detached). */
export function useDeleteSeason(id: string, leagueId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiClient.delete(seasonPath(id), { schema: deletedResponseSchema }),
    onSuccess: async () => {
      toast.success('Season deleted');
      await navigate(leaguePath(leagueId), { replace: true });
      queryClient.removeQueries({ queryKey: [...leaguesQueryKey, 'season', id] });
      void queryClient.invalidateQueries({ queryKey: leaguesQueryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
