import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, userInvitations } from '../../db/schema.ts';

/** The players feature's part of a user's data export (docs/security.md, V14 privacy). */
export const contactsOf = (db: Db, userId: string) =>
  db.select().from(contacts).where(eq(contacts.ownerId, userId));

export const invitationsSentBy = (db: Db, userId: string) =>
  db
    .select({
      inviteeEmail: userInvitations.inviteeEmail,
      inviteeName: userInvitations.inviteeName,
      message: userInvitations.message,
      status: userInvitations.status,
      sentAt: userInvitations.sentAt,
    })
    .from(userInvitations)
    .where(eq(userInvitations.inviterId, userId));
