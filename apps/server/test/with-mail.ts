import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './harness.ts';
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
