import { dashboardContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

/** `GET /users/me/stats`: the user's own places, net and figures. */
export const personalStatsQueryOptions = queryOptions({
  // Under the games key: a result recorded anywhere refreshes it with the dashboard.
  queryKey: ['games', 'personal-stats'],
  queryFn: ({ signal }) => api.call(dashboardContract.personalStats, { signal }),
});
