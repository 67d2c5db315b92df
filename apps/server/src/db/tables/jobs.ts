import { jobStates } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumns, timestamptz } from './columns.ts';

/**
 * The durable job queue (docs/reach.md): one row per piece of scheduled work. (kind, subject, run_at)
 * is unique, so scheduling the same reminder twice, from two instances or after a restart, keeps one
 * row. `available_at` is when the next attempt may start (run_at, later on a retry); a running job
 * whose lease (`locked_until`) has passed belongs to a worker that died and is taken again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    runAt: timestamptz('run_at').notNull(),
    availableAt: timestamptz('available_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    state: text('state', { enum: jobStates }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(6),
    leaseToken: text('lease_token'),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('jobs_kind_subject_run_at_unique').on(t.kind, t.subject, t.runAt),
    index('jobs_state_available_idx').on(t.state, t.availableAt),
    index('jobs_subject_idx').on(t.subject),
  ],
);
