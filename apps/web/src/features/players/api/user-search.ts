import { userSearchResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/**
 * `GET /users/contacts/search?q` for the invitation panel: no retry, because a failure falls back
 * at once to matching the user's contacts locally. Its own key: the games feature's user picker
 * reads the same endpoint with retries and a longer freshness.
 */
export function invitationSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['users', 'search', 'invitation-panel', q],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/users/contacts/search?q=${encodeURIComponent(q)}`, {
          schema: userSearchResponseSchema,
          signal,
        })
      ).users,
    retry: false,
  });
}
