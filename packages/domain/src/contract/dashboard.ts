import { dashboardResponseSchema, personalStatsSchema } from '../schemas/games/index.ts';
import { endpointGroup } from './endpoint-group.ts';

const dashboard = endpointGroup('dashboard');

export const dashboardContract = {
  stats: dashboard.get('/api/dashboard/stats', dashboardResponseSchema),
  /** The signed-in user's own places, net and figures (the pricing's "personal stats"). */
  personalStats: dashboard.get('/api/users/me/stats', personalStatsSchema),
};
