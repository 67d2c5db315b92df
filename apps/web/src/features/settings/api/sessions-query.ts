import { authContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

export const sessionsQueryKey = ['auth', 'sessions'] as const;

/** `GET /auth/sessions`: the signed-in devices of this account, this one marked `current`. */
export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: async ({ signal }) => {
    const { sessions } = await api.call(authContract.sessions, { signal });
    return sessions;
  },
  // "Last seen" moves whenever another device is used; a stale list would mislead a security check.
  staleTime: 0,
});
