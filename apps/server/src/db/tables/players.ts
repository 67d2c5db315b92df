import { productInvitationStatuses } from '@pokerhome/domain';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** An invitation to join the product, sent by e-mail with a single-use, expiring link. */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeEmail: text('invitee_email').notNull(),
    inviteeName: text('invitee_name'),
    message: text('message'),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: productInvitationStatuses }).notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactUserId: uuid('contact_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The owner typed this person's whole address when adding them, so they may see it (docs/security.md). */
    emailKnown: boolean('email_known').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contacts_owner_contact_unique').on(t.ownerId, t.contactUserId)],
);
