import { dashboardContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

/** `GET /dashboard/stats`: this month's figures, upcoming games and recent activity. */
export const dashboardQueryOptions = queryOptions({
  // Under the games key, so any game change (RSVP, new game) refreshes the dashboard too.
  queryKey: ['games', 'dashboard'],
  queryFn: ({ signal }) => api.call(dashboardContract.stats, { signal }),
});
