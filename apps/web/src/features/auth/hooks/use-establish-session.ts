import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueryKey } from '../api/session-query.ts';
import type { SessionUser } from '../session-user.ts';

/**
 * After sign-in or sign-up: drop whatever another account may have left in the cache (a session
 * that expired in this tab does not clear it), then store the new user. The guest-only guard
 * reacts to the stored user by leaving /login or /register for the remembered origin or
 * /dashboard, so that decision (and its open-redirect checks) stays in one place.
 */
export function useEstablishSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser) => {
      const sessionHash = hashKey(sessionQueryKey);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionHash });
      queryClient.setQueryData(sessionQueryKey, user);
    },
    [queryClient],
  );
}
