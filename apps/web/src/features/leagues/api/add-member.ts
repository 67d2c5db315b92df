import { type AddMemberRequest, memberResponseSchema } from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { leaguePath, leaguesQueryKey } from './keys.ts';

/** `POST /leagues/{id}/members`: a registered user by id, or a guest by name and e-mail. */
export function useAddMember(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddMemberRequest) =>
      (await apiClient.post(`${leaguePath(leagueId)}/members`, body, { schema: memberResponseSchema }))
        .member,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesQueryKey }),
  });
}
