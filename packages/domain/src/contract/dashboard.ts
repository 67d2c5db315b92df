import { dashboardResponseSchema } from '../schemas/games/index.ts';
import { endpointGroup } from './endpoint-group.ts';

export const dashboardContract = {
  stats: endpointGroup('dashboard').get('/api/dashboard/stats', dashboardResponseSchema),
};
