import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { parentColumn, timestamptz } from './columns.ts';

/**
 * The Idempotency-Key of a write (docs/api.md, "Safe retries"): one row per user, route and key,
 * kept 24 hours. `applied` is set inside the action's own transaction, so a key is never applied
 * without its action nor the action without its key; the answer (`statusCode`, `response`: the
 * serialized body) is stored once sent and replayed to a retry. A row neither applied nor answered
 * whose lease has passed was left by a server that stopped mid-request: the next retry takes it over.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: parentColumn('user_id', () => users.id),
    /** The method and the route's pattern: `POST /api/tournaments/:id/rebuy`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's address and body: the same key with another request is a 422. */
    fingerprint: text('fingerprint').notNull(),
    applied: boolean('applied').notNull().default(false),
    statusCode: integer('status_code'),
    response: text('response'),
    leaseUntil: timestamptz('lease_until').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.route, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
