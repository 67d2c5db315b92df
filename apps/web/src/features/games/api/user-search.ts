import { userSearchResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** `GET /users/contacts/search?q`: 2+ characters (callers check), frequent co-players first. */
export function userSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['users', 'search', q],
    queryFn: async ({ signal }) => {
      const { users } = await apiClient.get(`/users/contacts/search?q=${encodeURIComponent(q)}`, {
        schema: userSearchResponseSchema,
        signal,
      });
      return users;
    },
    staleTime: 30_000,
  });
}
