import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { claimNext, complete, fail, type JobRow } from './queue.ts';

export type JobHandler = (job: JobRow, now: Date) => Promise<void>;
export type Clock = () => Date;

/**
 * Runs due jobs from the database. One loop per server instance: a light poll (one indexed
 * query every `pollMs` when idle) so the in-process PGlite is not kept busy; after a job it looks
 * for the next at once. `tick(now)` runs everything due at `now` (tests drive time with it).
 */
export function createJobWorker(options: { db: Db; log: FastifyBaseLogger; clock?: Clock; pollMs: number }) {
  const handlers = new Map<string, JobHandler>();
  const clock = options.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  /** tick() drains even while the poll is stopped (tests run with JOB_POLL_MS=0). */
  let forced = false;

  async function runOne(now: Date): Promise<boolean> {
    const job = await claimNext(options.db, [...handlers.keys()], now);
    if (!job) return false;
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      if (job.attempts > job.maxAttempts) throw new Error('gave up after its last lease ran out');
      await handler(job, now);
      await complete(options.db, job);
    } catch (error) {
      options.log.warn({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed');
      await fail(options.db, job, error, now);
    }
    return true;
  }

  /** Runs due jobs one after another until none is left (or the worker stops). */
  async function drain(now: Date) {
    let count = 0;
    while (await runOne(now)) {
      count += 1;
      if (stopped && !forced) break;
    }
    return count;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drain(clock())
        .catch((error) => {
          options.log.error({ err: error }, 'job poll failed');
          return 0;
        })
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, options.pollMs);
    timer.unref();
  }

  return {
    register(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },
    clock,
    start() {
      if (!stopped || options.pollMs <= 0) return;
      stopped = false;
      schedule();
    },
    /** Stops polling and waits for the job in hand; its lease lets another instance finish the rest. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    /** Runs every job due at `now` (default: the clock) and answers how many ran. */
    async tick(now: Date = clock()) {
      await running;
      forced = true;
      try {
        return await drain(now);
      } finally {
        forced = false;
      }
    },
  };
}
export type JobWorker = ReturnType<typeof createJobWorker>;
