import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/tables/jobs.ts';
import { randomToken } from '../crypto.ts';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = { kind: string; subject: string; runAt: Date; payload?: Record<string, unknown> };

/** How long a claimed job is its worker's; past it, the job is taken again (the worker died). */
export const leaseMs = 5 * 60_000;

/** 30 s, 1 min, 2 min, ... capped at an hour: a mail server that is down gets time to come back. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Schedules a job once: the same (kind, subject, run_at) from any instance keeps one row. A job that
 * was cancelled (the game moved away and back) is made pending again; a done one is left done. The
 * rule is the database's `enqueue_job` (migration 0036), which the seat functions call too.
 */
export async function enqueue(db: Db, job: NewJob) {
  await db.execute(
    sql`select enqueue_job(${job.kind}, ${job.subject}, ${job.runAt.toISOString()}::timestamptz, ${JSON.stringify(job.payload ?? {})}::jsonb)`,
  );
}

/** Cancels a subject's pending jobs of the given kinds, keeping those whose id is in `keep`. */
export async function cancelPending(db: Db, subject: string, kinds: readonly string[], keep: string[] = []) {
  if (kinds.length === 0) return;
  await db
    .update(jobs)
    .set({ state: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(jobs.subject, subject),
        inArray(jobs.kind, [...kinds]),
        eq(jobs.state, 'pending'),
        keep.length ? notInArray(jobs.id, keep) : undefined,
      ),
    );
}

/** Whether a job of `kind` for `subject` was ever queued, whatever became of it (jobs are kept). */
export async function wasQueued(db: Db, kind: string, subject: string) {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.subject, subject)))
    .limit(1);
  return row !== undefined;
}

export async function pendingFor(db: Db, subject: string) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.subject, subject), eq(jobs.state, 'pending')));
}

/**
 * Takes the next due job for this worker in one statement: a pending job whose time has come, or a
 * running one whose lease ran out. SKIP LOCKED lets several instances on one PostgreSQL claim side
 * by side without ever claiming the same row; PGlite, one connection, runs it as is.
 */
export async function claimNext(db: Db, kinds: readonly string[], now: Date): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const token = randomToken(12);
  const lockedUntil = new Date(now.getTime() + leaseMs);
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update jobs set state = 'running', attempts = attempts + 1, lease_token = ${token},
      locked_until = ${lockedUntil.toISOString()}::timestamptz, updated_at = now()
    where id = (
      select id from jobs
      where kind in (${kindList}) and (
        (state = 'pending' and available_at <= ${now.toISOString()}::timestamptz)
        or (state = 'running' and locked_until < ${now.toISOString()}::timestamptz)
      )
      order by available_at
      limit 1
      for update skip locked
    )
    returning id`);
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  const id = rows[0]?.id;
  if (!id) return undefined;
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** Finishes a claimed job; the lease token fences off a worker whose lease was taken over. */
export async function complete(db: Db, job: JobRow) {
  await db
    .update(jobs)
    .set({ state: 'done', lockedUntil: null, lastError: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, job.id), eq(jobs.leaseToken, job.leaseToken ?? '')));
}

export async function fail(db: Db, job: JobRow, error: unknown, now: Date) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const final = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      state: final ? 'failed' : 'pending',
      availableAt: final ? job.availableAt : new Date(now.getTime() + backoffMs(job.attempts)),
      lockedUntil: null,
      lastError: message,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.leaseToken, job.leaseToken ?? '')));
}
