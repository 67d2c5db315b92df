import { sessionResponseSchema } from '@pokerhome/domain';
import type { QueryClient } from '@tanstack/react-query';
import { fetchSessionUser, sessionQueryKey, sessionQueryOptions, sessionUserIn } from './session-query.ts';
import { takeStartupSessionCheck } from './startup-session.ts';

/**
 * Fills a new query cache's session from the start-up check (startup-session.ts) instead of asking
 * again: the answer with its own time when it has arrived (so it goes stale on schedule), else the
 * request still in flight. A failed or malformed start-up answer is asked again, with the cache's
 * retries. (This module is in a lazy chunk, so it may load the schema library statically.)
 */
export function primeSessionQuery(queryClient: QueryClient): void {
  const check = takeStartupSessionCheck();
  if (check?.settled) {
    try {
      const user = sessionUserIn(check.settled.answer, sessionResponseSchema);
      queryClient.setQueryData(sessionQueryKey, user, { updatedAt: check.settled.at });
    } catch {
      // Logged by the check; the prefetch below asks again.
    }
    void queryClient.prefetchQuery(sessionQueryOptions);
    return;
  }
  let inFlight = check?.answer.then((answer) => sessionUserIn(answer, sessionResponseSchema));
  void queryClient.prefetchQuery({
    ...sessionQueryOptions,
    queryFn: ({ signal }) => {
      const user = inFlight ?? fetchSessionUser(signal);
      inFlight = undefined;
      return user;
    },
  });
}
