import { newsletterStatuses } from '@pokerhome/domain';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns.ts';

/** Messages from the contact page, kept even when the operator e-mail fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ipAddress: text('ip_address'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Newsletter addresses with double opt-in: pending until the e-mailed link confirms them. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: idColumn(),
    email: text('email').notNull(),
    status: text('status', { enum: newsletterStatuses }).notNull(),
    /** Hash of the token in the confirm and unsubscribe links. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_email_unique').on(t.email),
    uniqueIndex('newsletter_token_unique').on(t.tokenHash),
  ],
);
