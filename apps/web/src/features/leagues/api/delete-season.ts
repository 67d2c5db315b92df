import { leaguesContract } from '@pokerhome/domain';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leaguePath, leaguesQueryKey } from './keys.ts';

/** `DELETE /seasons/{id}`: the season and its table (the games stay, detached). */
export function useDeleteSeason(id: string, leagueId: string) {
  const navigate = useNavigate();
  return useEndpointMutation(leaguesContract.deleteSeason, {
    toCall: () => ({ params: { id } }),
    onSuccess: async (_data, _variables, queryClient) => {
      toast.success('Season deleted');
      await navigate(leaguePath(leagueId), { replace: true });
      queryClient.removeQueries({ queryKey: [...leaguesQueryKey, 'season', id] });
      void queryClient.invalidateQueries({ queryKey: leaguesQueryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
