import { mailStatuses } from '@pokerhome/domain';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';

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
