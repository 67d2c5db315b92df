import { limits, operationsContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

/** `GET /health`, polled by the status page every 30 seconds (docs/operations.md). */
export const healthQueryOptions = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => api.call(operationsContract.health, { signal }),
  // A status page must say what is true now: no cached answer on arrival and no silent retries
  // that would hide an outage behind several seconds of "checking".
  staleTime: 0,
  retry: false,
  refetchInterval: limits.statusRefreshMs,
});
