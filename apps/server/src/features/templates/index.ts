import type { FastifyInstance } from 'fastify';
import { quickLocationsRoutes, templatesRoutes } from './templates.routes.ts';

/** Game templates (organizers) and quick locations (everyone). */
export async function templatesFeature(app: FastifyInstance) {
  await app.register(templatesRoutes);
  await app.register(quickLocationsRoutes);
}

export { countUse as countTemplateUse } from './templates.repository.ts';
export { getTemplate } from './templates.service.ts';
