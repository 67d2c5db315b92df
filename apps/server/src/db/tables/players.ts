import { productInvitationStatuses } from '@pokerhome/domain';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAtColumn, idColumn, looseRefColumn, parentColumn, timestamptz } from './columns.ts';

/** An invitation to join the product, sent by e-mail with a single-use, expiring link. */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: idColumn(),
    inviterId: parentColumn('inviter_id', () => users.id),
    inviteeEmail: text('invitee_email').notNull(),
    inviteeName: text('invitee_name'),
    message: text('message'),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: productInvitationStatuses }).notNull().default('pending'),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedUserId: looseRefColumn('accepted_user_id', () => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('user_invitations_token_unique').on(t.tokenHash),
    index('user_invitations_inviter_idx').on(t.inviterId, t.status),
    index('user_invitations_email_idx').on(t.inviteeEmail, t.status),
  ],
);

/** One user's address book entry for another user. */
export const contacts = pgTable(
  'contacts',
  {
    id: idColumn(),
    ownerId: parentColumn('owner_id', () => users.id),
    contactUserId: parentColumn('contact_user_id', () => users.id),
    notes: text('notes').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The owner typed this person's whole address when adding them, so they may see it (docs/security.md). */
    emailKnown: boolean('email_known').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('contacts_owner_contact_unique').on(t.ownerId, t.contactUserId)],
);
