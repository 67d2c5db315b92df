import { apiSuccessSchema } from '../schemas/api.ts';
import { dashboardResponseSchema } from '../schemas/games/index.ts';
import { defineEndpoint } from './define-endpoint.ts';

export const dashboardContract = {
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/stats',
    tags: ['dashboard'],
    responses: { 200: apiSuccessSchema(dashboardResponseSchema) },
  }),
};
