import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAtColumn, timestamptz } from './columns.ts';

/**
 * E-mail kinds an address has turned off (one row per address and category; no row: sent). Keyed
 * by address, not account, so an invitee without an account can unsubscribe too.
 */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    email: text('email').notNull(),
    category: text('category').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.email, t.category] })],
);

/**
 * A user's private iCal feed. The URL's secret is derived from the user and `generation`
 * (docs/reach.md), so nothing secret is stored; regenerating bumps the generation and the old URL
 * answers 404.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  generation: integer('generation').notNull().default(1),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
