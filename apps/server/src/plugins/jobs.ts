import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cancelPending, enqueue, type NewJob } from '../lib/jobs/queue.ts';
import { type Clock, createJobWorker, type JobHandler, type JobWorker } from '../lib/jobs/worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (docs/reach.md): schedule, cancel, and the worker that runs due jobs. */
    jobs: {
      enqueue(job: NewJob): Promise<void>;
      cancelPending(subject: string, kinds: readonly string[], keep?: string[]): Promise<void>;
      register(kind: string, handler: JobHandler): void;
      worker: JobWorker;
      now(): Date;
    };
  }
}

/** The worker starts when the server is ready and stops (after its job in hand) before the database closes. */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: { clock?: Clock }) => {
  const worker = createJobWorker({
    db: app.db,
    log: app.log,
    clock: opts.clock,
    pollMs: app.config.jobPollMs,
  });
  app.decorate('jobs', {
    enqueue: (job) => enqueue(app.db, job),
    cancelPending: (subject, kinds, keep) => cancelPending(app.db, subject, kinds, keep),
    register: (kind, handler) => worker.register(kind, handler),
    worker,
    now: worker.clock,
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
