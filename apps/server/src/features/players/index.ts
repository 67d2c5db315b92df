import type { FastifyInstance } from 'fastify';
import { contactsOf, invitationsSentBy } from './data-export.repository.ts';
import { acceptOnRegistration } from './invitations.service.ts';
import { playersRoutes } from './players.routes.ts';

/** People: user search, invitations to the product, contacts. */
export async function playersFeature(app: FastifyInstance) {
  await app.register(playersRoutes);
  app.events.on('user-registered', (user) => acceptOnRegistration(app, user));
  app.dataExport.register('contacts', (userId) => contactsOf(app.db, userId));
  app.dataExport.register('invitationsSent', (userId) => invitationsSentBy(app.db, userId));
}
