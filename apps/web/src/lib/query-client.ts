import { limits } from '@pokerhome/domain';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/**
 * Whether a failed query is worth another try (up to 3 retries, never on 401).
 * 401: the API client has already refreshed once and retried; asking again cannot succeed.
 * 403, 404 and the other 4xx answers are decisions about this request (no permission, no such
 * thing, invalid input): repeating it gets the same answer and only delays the message.
 * 408 and 429 are the exceptions: they say "later", which is what a retry does.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= limits.queryMaxRetries) return false;
  if (!isApiError(error)) return true;
  const { status } = error;
  if (status >= 400 && status < 500) return status === 408 || status === 429;
  return true;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Offline, a query still asks once: the service worker may answer with the last data seen
      // (docs/offline.md); TanStack's default would wait for the network and show nothing.
      queries: { staleTime: limits.queryStaleTimeMs, retry: shouldRetryQuery, networkMode: 'offlineFirst' },
      // A write repeated behind the user's back could apply twice; the user decides instead. For
      // the same reason a write made offline runs at once and is refused with a message (the API
      // client), rather than paused by TanStack and replayed when the network returns.
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
