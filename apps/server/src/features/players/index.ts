import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contacts, userInvitations } from '../../db/schema.ts';
import { acceptOnRegistration } from './invitations.service.ts';
import { playersRoutes } from './players.routes.ts';

/** People: user search, invitations to the product, contacts. */
export async function playersFeature(app: FastifyInstance) {
  await app.register(playersRoutes);
  app.events.on('user-registered', (user) => acceptOnRegistration(app, user));
  app.dataExport.register('contacts', (userId) =>
    app.db.select().from(contacts).where(eq(contacts.ownerId, userId)),
  );
  app.dataExport.register('invitationsSent', (userId) =>
    app.db
      .select({
        inviteeEmail: userInvitations.inviteeEmail,
        inviteeName: userInvitations.inviteeName,
        message: userInvitations.message,
        status: userInvitations.status,
        sentAt: userInvitations.sentAt,
      })
      .from(userInvitations)
      .where(eq(userInvitations.inviterId, userId)),
  );
}
