import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgetOfflineData } from '@/lib/connection.ts';
import { logout } from '../api/logout.ts';
import { sessionQueryKey } from '../api/session-query.ts';

/**
 * Sign out: tell the server, then forget everything cached for this user and go to /login.
 * The local sign-out happens even if the call fails, because the user asked to leave; the
 * server's session then simply expires.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A plain useMutation: logout is a first-chunk call, made without the contract (docs/architecture.md).
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      // Null (not removed) so the guards know at once that nobody is signed in, without a refetch.
      queryClient.setQueryData(sessionQueryKey, null);
      await navigate('/login', { replace: true });
      // The null also makes the protected page's guard send us to /login remembering that page,
      // and when the sign-in chunk is still loading its redirect overtakes the one above. After
      // an explicit sign-out the next sign-in (maybe someone else's) should start at the
      // dashboard, so a last navigation drops the remembered origin.
      await navigate('/login', { replace: true, state: null });
      const sessionHash = hashKey(sessionQueryKey);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionHash });
      await forgetOfflineData();
    },
  });
}
