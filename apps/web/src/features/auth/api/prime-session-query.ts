import type { QueryClient } from '@tanstack/react-query';
import { fetchSessionUser, sessionQueryKey, sessionQueryOptions } from './session-query.ts';
import { takeStartupSessionCheck } from './startup-session.ts';

/**
 * Fills a new query cache's session from the start-up check (startup-session.ts) instead of asking
 * again: the answer with its own time when it has arrived (so it goes stale on schedule), else the
 * request still in flight. A failed start-up check is asked again, with the cache's retries.
 */
export function primeSessionQuery(queryClient: QueryClient): void {
  const check = takeStartupSessionCheck();
  if (check?.settled) {
    queryClient.setQueryData(sessionQueryKey, check.settled.user, { updatedAt: check.settled.at });
    void queryClient.prefetchQuery(sessionQueryOptions);
    return;
  }
  let inFlight = check?.answer;
  void queryClient.prefetchQuery({
    ...sessionQueryOptions,
    queryFn: ({ signal }) => {
      const answer = inFlight ?? fetchSessionUser(signal);
      inFlight = undefined;
      return answer;
    },
  });
}
