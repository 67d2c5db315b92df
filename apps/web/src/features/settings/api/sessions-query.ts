import { sessionsResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export const sessionsQueryKey = ['auth', 'sessions'] as const;

/** `GET /auth/sessions`: the signed-in devices of this account, this one marked `current`. */
export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: async ({ signal }) => {
    const { sessions } = await apiClient.get('/auth/sessions', { schema: sessionsResponseSchema, signal });
    return sessions;
  },
  // "Last seen" moves whenever another device is used; a stale list would mislead a security check.
  staleTime: 0,
});
