import { playersContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

/**
 * `GET /users/contacts/search?q` for the invitation panel: no retry, because a failure falls back
 * at once to matching the user's contacts locally. Its own key: the games feature's user picker
 * reads the same endpoint with retries and a longer freshness.
 */
export function invitationSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['users', 'search', 'invitation-panel', q],
    queryFn: async ({ signal }) =>
      (await api.call(playersContract.searchUsers, { query: { q }, signal })).users,
    retry: false,
  });
}
