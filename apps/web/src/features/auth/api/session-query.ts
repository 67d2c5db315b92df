import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { isApiError } from '@/lib/api-error.ts';
import type { SessionUser } from '../session-user.ts';

export const sessionQueryKey = ['auth', 'me'] as const;

/**
 * `GET /auth/me`: the user, or null when signed out. A 401 has already been through the API
 * client's refresh-and-retry, so here it simply means "no session". Other failures stay errors
 * (and are retried by the query client); the session hook treats a final failure as signed out.
 */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  // Loaded on demand: the schema library stays out of the first chunk (the landing page's budget).
  const { sessionResponseSchema } = await import('@pokerhome/domain');
  try {
    const { user } = await apiClient.get('/auth/me', { schema: sessionResponseSchema, signal });
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSessionUser(signal),
});
