import { playersContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

/** `GET /users/contacts/search?q`: 2+ characters (callers check), frequent co-players first. */
export function userSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['users', 'search', q],
    queryFn: async ({ signal }) => {
      const { users } = await api.call(playersContract.searchUsers, { query: { q }, signal });
      return users;
    },
    staleTime: 30_000,
  });
}
