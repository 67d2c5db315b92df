import type { FastifyInstance } from 'fastify';
import { probeTable } from '../../db/rows.ts';
import { sessions } from '../../db/schema.ts';
import { accountDataRoutes } from './account-data.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { emailLinkRoutes } from './email-links.routes.ts';
import { securityRoutes } from './security.routes.ts';

/** The accounts feature: sign-in, registration, e-mail links, two-factor and sessions. */
export async function authFeature(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(emailLinkRoutes);
  await app.register(securityRoutes);
  await app.register(accountDataRoutes);
  app.health.register('authentication', async () => {
    if (app.config.sessionSecret.length < 32) throw new Error('session secret missing');
    await probeTable(app.db, sessions);
  });
}

export { searchable } from './auth.repository.ts';
export { toPublicUser } from './auth.service.ts';
