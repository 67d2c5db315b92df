import { type AddMemberRequest, contract } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { leaguesQueryKey } from './keys.ts';

/** `POST /leagues/{id}/members`: a registered user by id, or a guest by name and e-mail. */
export function useAddMember(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddMemberRequest) =>
      (await api.call(contract.leagues.addMember, { params: { id: leagueId }, body })).member,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesQueryKey }),
  });
}
