import { jobStates } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The durable job queue (docs/reach.md): one row per piece of scheduled work. (kind, subject, run_at)
 * is unique, so scheduling the same reminder twice, from two instances or after a restart, keeps one
 * row. `available_at` is when the next attempt may start (run_at, later on a retry); a running job
 * whose lease (`locked_until`) has passed belongs to a worker that died and is taken again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    state: text('state', { enum: jobStates }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(6),
    leaseToken: text('lease_token'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_kind_subject_run_at_unique').on(t.kind, t.subject, t.runAt),
    index('jobs_state_available_idx').on(t.state, t.availableAt),
    index('jobs_subject_idx').on(t.subject),
  ],
);
