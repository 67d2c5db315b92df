import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, useTestServer } from '../../../test/harness.ts';
import { jobs } from '../../db/schema.ts';
import { claimNext } from './queue.ts';

describe.each(backends)('the job queue on %s', (backend) => {
  const server = useTestServer({ backend, env: { JOB_POLL_MS: '0' } });
  const row = async (subject: string) =>
    (await server.app.db.select().from(jobs).where(eq(jobs.subject, subject)))[0]!;

  it('retries a failing job with backoff and records its last error', async () => {
    let calls = 0;
    server.app.jobs.register('test-flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('SMTP is down');
    });
    const at = new Date('2030-01-01T10:00:00Z');
    await server.app.jobs.enqueue({ kind: 'test-flaky', subject: 'flaky', runAt: at });
    await server.app.jobs.enqueue({ kind: 'test-flaky', subject: 'flaky', runAt: at });
    expect(await server.app.jobs.worker.tick(new Date(at.getTime() - 1000))).toBe(0);
    expect(await server.app.jobs.worker.tick(at)).toBe(1);
    expect(await row('flaky')).toMatchObject({ state: 'pending', attempts: 1, lastError: 'SMTP is down' });
    // Not again before the backoff (30 s) has passed.
    expect(await server.app.jobs.worker.tick(new Date(at.getTime() + 10_000))).toBe(0);
    expect(await server.app.jobs.worker.tick(new Date(at.getTime() + 31_000))).toBe(1);
    expect(await row('flaky')).toMatchObject({ state: 'done', attempts: 2 });
    expect(calls).toBe(2);
  });

  it("takes a crashed worker's job again once its lease has run out", async () => {
    let calls = 0;
    server.app.jobs.register('test-lease', async () => {
      calls += 1;
    });
    const at = new Date('2030-02-01T10:00:00Z');
    await server.app.jobs.enqueue({ kind: 'test-lease', subject: 'lease', runAt: at });
    // A worker claims it and dies without finishing.
    const claimed = await claimNext(server.app.db, ['test-lease'], at);
    expect(claimed?.state).toBe('running');
    expect(await server.app.jobs.worker.tick(new Date(at.getTime() + 60_000))).toBe(0);
    expect(await server.app.jobs.worker.tick(new Date(at.getTime() + 6 * 60_000))).toBe(1);
    expect(await row('lease')).toMatchObject({ state: 'done', attempts: 2 });
    expect(calls).toBe(1);
  });
});
