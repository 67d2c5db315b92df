import { mailAllowanceScopes, mailStatuses } from '@pokerhome/domain';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns.ts';

/**
 * Every e-mail the product sends. With SMTP_URL set it is also handed to the SMTP server
 * (status 'sent' or 'failed'; a request's mail is 'queued', then 'sending', until then); without
 * it the row is the outbox developers read.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    status: text('status', { enum: mailStatuses }).notNull(),
    error: text('error'),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    /** Set by scheduled mail (a job's key and the recipient): the same mail is recorded, and sent, once. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('mail_messages_to_created_idx').on(t.to, t.createdAt),
    uniqueIndex('mail_messages_dedupe_key_unique').on(t.dedupeKey),
  ],
);

/**
 * How much mail of one kind went for one account or to one address in one UTC day (docs/security.md,
 * "Mail limits"). `subject` is the sender's user id or the SHA-256 of the recipient's address (no
 * address is kept here). A send takes one unit with a conditional upsert, so two racing requests on
 * any instances cannot both take the last one.
 */
export const mailAllowances = pgTable(
  'mail_allowances',
  {
    scope: text('scope', { enum: mailAllowanceScopes }).notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject, t.windowStart] })],
);

/**
 * Addresses that asked for no more mail at all, by the "stop all e-mail" link every mail carries.
 * Keyed by an HMAC of the address (lib/mail-stop.ts), so the list names no address in the clear.
 */
export const mailSuppressions = pgTable('mail_suppressions', {
  addressKey: text('address_key').primaryKey(),
  createdAt: createdAtColumn(),
});
