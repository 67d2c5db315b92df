import { leagueMessages, leaguesContract } from '@pokerhome/domain';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { leaguesQueryKey } from './keys.ts';

/** `DELETE /leagues/{id}`: the league, its seasons and members (the games themselves stay). */
export function useDeleteLeague(id: string) {
  const navigate = useNavigate();
  return useEndpointMutation(leaguesContract.remove, {
    toCall: () => ({ params: { id } }),
    onSuccess: async (_data, _variables, queryClient) => {
      toast.success(leagueMessages.leagueDeleted);
      await navigate('/leagues', { replace: true });
      queryClient.removeQueries({ queryKey: [...leaguesQueryKey, 'league', id] });
      void queryClient.invalidateQueries({ queryKey: leaguesQueryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
