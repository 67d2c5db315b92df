import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionExpired } from '@/lib/request-events.ts';
import { sessionQueryKey } from '../api/session-query.ts';

/**
 * When the request function cannot refresh an expired session, forget the user: guarded pages then
 * send the visitor to /login (remembering where they were).
 */
export function useSessionExpirySync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.setQueryData(sessionQueryKey, null);
      }),
    [queryClient],
  );
}
