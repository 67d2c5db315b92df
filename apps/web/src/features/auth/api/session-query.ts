import { firstChunkRoutes, type sessionResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { callUnchecked } from '@/lib/api-call.ts';
import { isApiError } from '@/lib/api-error.ts';
import { checkAnswer } from '@/lib/request.ts';
import { maybeSignedIn } from '@/lib/session-hint.ts';
import type { SessionUser } from '../session-user.ts';

export const sessionQueryKey = ['auth', 'me'] as const;

/**
 * `GET /auth/me`, its answer not yet checked: the start-up check sends it from the first chunk,
 * which has no schema library (the landing page's budget). Null when signed out: a 401 has already
 * been through the request function's refresh-and-retry, or not asked at all when the browser holds
 * no session cookie (lib/session-hint.ts). Other failures stay errors (and are retried by the query
 * client); the session hook treats a final failure as signed out.
 */
export async function requestSession(signal?: AbortSignal): Promise<unknown> {
  if (!maybeSignedIn()) return null;
  try {
    return await callUnchecked(firstChunkRoutes.me, { signal });
  } catch (error) {
    if (isApiError(error) && error.code === 'UNAUTHENTICATED') return null;
    throw error;
  }
}

/** The user in a `requestSession` answer, checked with the shared schema; null when signed out. */
export function sessionUserIn(answer: unknown, schema: typeof sessionResponseSchema): SessionUser | null {
  if (answer === null) return null;
  return checkAnswer(schema, answer, { status: 200, url: firstChunkRoutes.me.path }).user;
}

/** `GET /auth/me`: the user, or null when signed out. */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const answer = await requestSession(signal);
  // Loaded on demand: the schema library stays out of the first chunk (the landing page's budget).
  const { sessionResponseSchema } = await import('@/lib/first-chunk-checks.ts');
  return sessionUserIn(answer, sessionResponseSchema);
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSessionUser(signal),
});
