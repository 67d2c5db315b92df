import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createFreshDatabase, startTestServer, type TestServer, type TestServerOptions } from './harness.ts';
import { startSmtpCapture } from './smtp-capture.ts';

/**
 * A test server whose e-mail goes to a real SMTP server started for the test file, started before
 * the file's tests and closed after them. Read `ctx.server` and `ctx.smtp` inside tests.
 */
export function useServerWithMail(options: TestServerOptions) {
  const ctx = {} as { server: TestServer; smtp: Awaited<ReturnType<typeof startSmtpCapture>> };
  beforeAll(async () => {
    ctx.smtp = await startSmtpCapture();
    ctx.server = await startTestServer({ ...options, env: { ...options.env, SMTP_URL: ctx.smtp.url } });
  });
  afterAll(async () => {
    await ctx.server?.close();
    await ctx.smtp?.close();
  });
  return ctx;
}

/**
 * Two instances on one fresh PostgreSQL database, with one session secret, their job poll off and
 * their e-mail going to one SMTP server: what runs once must run once across both. `close` ends all.
 */
export async function twoInstancesWithMail() {
  const smtp = await startSmtpCapture();
  const shared = await createFreshDatabase();
  const env = { SMTP_URL: smtp.url, JOB_POLL_MS: '0', SESSION_SECRET: randomBytes(32).toString('hex') };
  const a = await startTestServer({ backend: 'postgres', databaseUrl: shared.url, env });
  const b = await startTestServer({ backend: 'postgres', databaseUrl: shared.url, env });
  const close = async () => {
    await a.close();
    await b.close();
    await shared.drop();
    await smtp.close();
  };
  return { smtp, a, b, close };
}
