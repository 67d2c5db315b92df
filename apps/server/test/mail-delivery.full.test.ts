import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/client.ts';
import { mailMessages } from '../src/db/schema.ts';
import { newUser, TestClient } from './client.ts';
import {
  type Backend,
  backends,
  createFreshDatabase,
  startTestServer,
  type TestServerOptions,
} from './harness.ts';
import { seedPgliteDataDir } from './pglite-template.ts';
import { startSmtpCapture } from './smtp-capture.ts';

const verifySubject = /Confirm your e-mail address/;

/** A database that outlives one server: a kept PGlite directory or a PostgreSQL database of its own. */
async function lastingDatabase(
  backend: Backend,
): Promise<{ options: TestServerOptions; drop(): Promise<void> }> {
  if (backend === 'postgres') {
    const fresh = await createFreshDatabase();
    return { options: { backend, databaseUrl: fresh.url }, drop: fresh.drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pokerhome-mail-'));
  await seedPgliteDataDir(dataDir);
  return {
    options: { backend, dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const statusesTo = async (db: Db, to: string) =>
  (await db.select({ status: mailMessages.status }).from(mailMessages).where(eq(mailMessages.to, to))).map(
    (row) => row.status,
  );

describe.each(backends)('mail sent by a request, on %s', (backend) => {
  it('answers before a slow SMTP server accepts the mail, which is still sent', async () => {
    const smtp = await startSmtpCapture({ acceptAfterMs: 1_500 });
    const server = await startTestServer({ backend, env: { SMTP_URL: smtp.url, JOB_POLL_MS: '0' } });
    try {
      const user = newUser();
      const res = await new TestClient(server.url).post('/api/auth/register', user);
      expect(res.status).toBe(201);
      // The SMTP server has not accepted the mail yet: the reply did not wait for it.
      expect(smtp.mails).toHaveLength(0);
      expect(await statusesTo(server.app.db, user.email)).toEqual([
        expect.stringMatching(/^(queued|sending)$/),
      ]);
      await smtp.next(user.email, verifySubject);
      await expect.poll(() => statusesTo(server.app.db, user.email)).toEqual(['sent']);
    } finally {
      await server.close();
      await smtp.close();
    }
  });

  it('delivers at start-up, once, the mail a stopped process left queued, and leaves a fresh one', async () => {
    const smtp = await startSmtpCapture();
    const database = await lastingDatabase(backend);
    const env = { SMTP_URL: smtp.url, JOB_POLL_MS: '0' };
    try {
      const first = await startTestServer({ ...database.options, env });
      await first.app.mailer.settle();
      // Rows as a process leaves them when it dies between recording a mail and claiming it.
      await first.app.db.execute(sql`
        insert into mail_messages ("to", subject, text, kind, status, meta, created_at) values
          ('left@example.com', 'Left behind', 'Hello', 'test', 'queued',
            '{"headers": {"List-Unsubscribe": "<https://example.com/off>"}}', now() - interval '2 minutes'),
          ('fresh@example.com', 'Still fresh', 'Hello', 'test', 'queued', null, now())`);
      await first.close();

      const second = await startTestServer({ ...database.options, env });
      // With the headers it was queued with (kept in `meta`).
      expect((await smtp.next('left@example.com', /Left behind/)).raw).toContain(
        'List-Unsubscribe: <https://example.com/off>',
      );
      await second.app.mailer.settle();
      expect(await statusesTo(second.app.db, 'left@example.com')).toEqual(['sent']);
      // Younger than a minute: it may be a live instance's, about to be delivered by it.
      expect(await statusesTo(second.app.db, 'fresh@example.com')).toEqual(['queued']);
      await second.close();

      const third = await startTestServer({ ...database.options, env });
      await third.app.mailer.settle();
      await third.close();
      expect(smtp.mails).toEqual([]);
    } finally {
      await database.drop();
      await smtp.close();
    }
  });

  it('waits, when stopping, for a delivery in flight before the database closes', async () => {
    const smtp = await startSmtpCapture({ acceptAfterMs: 1_500 });
    const database = await lastingDatabase(backend);
    try {
      const server = await startTestServer({
        ...database.options,
        env: { SMTP_URL: smtp.url, JOB_POLL_MS: '0' },
      });
      const user = newUser();
      expect((await new TestClient(server.url).post('/api/auth/register', user)).status).toBe(201);
      expect(smtp.mails).toHaveLength(0);
      await server.close();
      expect(smtp.mails.map((m) => m.to)).toEqual([[user.email]]);
      const reopened = await openDatabase({
        databaseUrl: database.options.databaseUrl,
        dataDir: database.options.dataDir ?? tmpdir(),
      });
      try {
        expect(await statusesTo(reopened.db, user.email)).toEqual(['sent']);
      } finally {
        await reopened.close();
      }
    } finally {
      await database.drop();
      await smtp.close();
    }
  });
});
