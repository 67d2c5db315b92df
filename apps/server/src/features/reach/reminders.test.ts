import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends, createFreshDatabase, startTestServer, type TestServer } from '../../../test/harness.ts';
import { type CapturedMail, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { twoInstancesWithMail, useServerWithMail } from '../../../test/with-mail.ts';
import { users } from '../../db/schema.ts';

const hour = 60 * 60_000;
type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

/** A host with a scheduled game three days out and players who accepted (the first `seats`). */
async function gameWithPlayers(server: TestServer, options: { players?: number; seats?: number } = {}) {
  const host = await signedIn(server.url, 'host');
  await host.patch('/api/auth/profile', { timeZone: 'America/New_York' });
  const scheduledDate = new Date(Math.ceil((Date.now() + 3 * 24 * hour) / 60_000) * 60_000);
  const game = (
    await host.post(
      '/api/games',
      gamePayload({ scheduledDate: scheduledDate.toISOString(), maxParticipants: options.seats ?? 10 }),
    )
  ).body.data.game;
  const players = await Promise.all(
    Array.from({ length: options.players ?? 1 }, () => signedIn(server.url, 'participant')),
  );
  await host.post(`/api/games/${game.id}/participants`, {
    participants: players.map((p) => ({ userId: p.user.id })),
    sendEmailInvitations: false,
  });
  for (const p of players) await p.post(`/api/games/${game.id}/rsvp`, { status: 'accepted' });
  return { host, game, players, scheduledDate };
}

const mailsTo = (smtp: Smtp, to: string, subject: RegExp) =>
  smtp.mails.filter((m) => m.to.includes(to) && subject.test(m.subject));

/** Quoted-printable and folded lines undone, so links and headers read as written. */
const unfold = (mail: CapturedMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const link = (mail: CapturedMail, path: string) => {
  const match = new RegExp(`https?://[^\\s]+/${path}\\?token=([A-Za-z0-9_.-]+)`).exec(unfold(mail));
  if (!match) throw new Error(`no ${path} link in ${mail.subject}`);
  return match[1]!;
};

describe.each(backends)('reminders on %s', (backend) => {
  // The poll is off: the test moves time itself with worker.tick(at).
  const mail = useServerWithMail({ backend, env: { JOB_POLL_MS: '0' } });

  it('sends the 24 h and 2 h reminders once each to accepted players, in the game time zone with a calendar file, and the host digest', async () => {
    const { host, game, players, scheduledDate } = await gameWithPlayers(mail.server, { players: 2 });
    const [ada, bob] = players;
    await bob!.post(`/api/games/${game.id}/rsvp`, { status: 'declined' });

    expect(await mail.server.app.jobs.worker.tick(new Date(scheduledDate.getTime() - 25 * hour))).toBe(1); // the nudge
    await mail.server.app.jobs.worker.tick(new Date(scheduledDate.getTime() - 24 * hour + 60_000));
    await mail.server.app.jobs.worker.tick(new Date(scheduledDate.getTime() - 24 * hour + 120_000));
    const reminders = mailsTo(mail.smtp, ada!.user.email, /Reminder: Friday Night Poker is tomorrow/);
    expect(reminders).toHaveLength(1);
    expect(mailsTo(mail.smtp, bob!.user.email, /Reminder/)).toHaveLength(0);
    const raw = unfold(reminders[0]!);
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    }).format(scheduledDate);
    expect(raw).toContain(local);
    expect(raw).toMatch(/[EC][SD]T/);
    expect(raw).toContain('1 Main St');
    expect(raw).toContain('text/calendar');
    expect(raw).toMatch(/List-Unsubscribe:\s*<http/);
    expect(raw).toMatch(/\/cant-make-it\?token=/);

    const digest = mailsTo(mail.smtp, host.user.email, /Who's coming to Friday Night Poker/);
    expect(digest).toHaveLength(1);
    expect(unfold(digest[0]!)).toContain('Coming (1)');

    await mail.server.app.jobs.worker.tick(new Date(scheduledDate.getTime() - 2 * hour + 60_000));
    expect(mailsTo(mail.smtp, ada!.user.email, /starts in 2 hours/)).toHaveLength(1);
  });

  it('moves the reminders with the game and drops them when it is cancelled', async () => {
    const { host, game, players, scheduledDate } = await gameWithPlayers(mail.server);
    const later = new Date(scheduledDate.getTime() + 24 * hour);
    expect((await host.patch(`/api/games/${game.id}`, { scheduledDate: later.toISOString() })).status).toBe(
      200,
    );
    await mail.server.app.jobs.worker.tick(new Date(scheduledDate.getTime() - 24 * hour + 60_000));
    expect(mailsTo(mail.smtp, players[0]!.user.email, /Reminder/)).toHaveLength(0);
    await mail.server.app.jobs.worker.tick(new Date(later.getTime() - 24 * hour + 60_000));
    expect(mailsTo(mail.smtp, players[0]!.user.email, /is tomorrow/)).toHaveLength(1);

    expect((await host.post(`/api/games/${game.id}/cancel`)).status).toBe(200);
    await mail.server.app.jobs.worker.tick(new Date(later.getTime() - 2 * hour + 60_000));
    expect(mailsTo(mail.smtp, players[0]!.user.email, /Reminder/)).toHaveLength(1);
  });

  it("frees the seat with the reminder's one-click link and promotes the waiting list", async () => {
    const { host, game, players, scheduledDate } = await gameWithPlayers(mail.server, {
      players: 2,
      seats: 2,
    });
    const [seated] = players;
    const waiting = await signedIn(mail.server.url, 'participant');
    const shareToken = new URL(
      (await host.get(`/api/games/${game.id}`)).body.data.game.shareUrl,
    ).searchParams.get('invite');
    const inLine = await waiting.post(`/api/games/${game.id}/rsvp`, {
      status: 'accepted',
      inviteToken: shareToken,
    });
    expect(inLine.body.data.status).toBe('waitlisted');
    await mail.server.app.jobs.worker.tick(new Date(scheduledDate.getTime() - 24 * hour + 60_000));
    const reminder = mailsTo(mail.smtp, seated!.user.email, /is tomorrow/)[0]!;
    expect(mailsTo(mail.smtp, waiting!.user.email, /Reminder/)).toHaveLength(0);
    const token = link(reminder, 'cant-make-it');

    const stranger = seated!.fresh();
    const info = await stranger.get(`/api/cant-make-it?token=${token}`);
    expect(info.body.data).toMatchObject({ gameName: 'Friday Night Poker', status: 'accepted' });
    expect((await stranger.get(`/api/cant-make-it?token=${token.slice(0, -3)}abc`)).status).toBe(404);
    expect((await stranger.post(`/api/cant-make-it?token=${token}`)).body.data.status).toBe('declined');
    // The promotion notice is a durable job: sent once, however often the worker runs.
    await mail.server.app.jobs.worker.tick();
    await mail.server.app.jobs.worker.tick();
    expect(mailsTo(mail.smtp, waiting!.user.email, /A seat opened up/)).toHaveLength(1);
    const view = (await waiting!.get(`/api/games/${game.id}`)).body.data.game;
    expect(view.participants.find((p: any) => p.user?.id === waiting!.user.id)?.status).toBe('accepted');
  });

  it('sends an unsubscribed player none of that kind, from the link or from Settings', async () => {
    const { players, scheduledDate } = await gameWithPlayers(mail.server, { players: 3 });
    const [byLink, bySettings, byMailClient] = players;
    await mail.server.app.jobs.worker.tick(new Date(scheduledDate.getTime() - 24 * hour + 60_000));
    const first = mailsTo(mail.smtp, byLink!.user.email, /is tomorrow/)[0]!;
    const token = link(first, 'unsubscribe');
    // The link carries no trace of the address, not even encoded (issue 28).
    const local = byLink!.user.email.split('@')[0]!;
    const decoded = token.split('.').map((part) => Buffer.from(part, 'base64url').toString('latin1'));
    expect(`${token} ${decoded.join(' ')}`).not.toContain(local);
    const altered = `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;
    expect((await byLink!.fresh().get(`/api/unsubscribe?token=${altered}`)).status).toBe(404);
    const anonymous = byLink!.fresh();
    expect((await anonymous.get(`/api/unsubscribe?token=${token}`)).body.data.category).toBe('reminders');
    expect((await anonymous.post(`/api/unsubscribe?token=${token}`)).status).toBe(200);
    expect(
      (await bySettings!.patch('/api/me/email-preferences', { reminders: false })).body.data,
    ).toMatchObject({
      reminders: false,
      nudges: true,
    });
    expect((await byLink!.get('/api/me/email-preferences')).body.data.reminders).toBe(false);
    const exported = await fetch(`${mail.server.url}/api/auth/export`, {
      headers: { cookie: [...bySettings!.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    }).then((r) => r.json() as Promise<any>);
    expect(exported.emailPreferences).toMatchObject({ reminders: false, nudges: true });
    // The mail client's one-click unsubscribe (List-Unsubscribe-Post): a bare form POST, no cookie.
    const header = /List-Unsubscribe:\s*<([^>]+)>/.exec(
      unfold(mailsTo(mail.smtp, byMailClient!.user.email, /is tomorrow/)[0]!),
    );
    const oneClick = await fetch(header![1]!.replace(/^https?:\/\/[^/]+/, mail.server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);

    await mail.server.app.jobs.worker.tick(new Date(scheduledDate.getTime() - 2 * hour + 60_000));
    expect(mailsTo(mail.smtp, byLink!.user.email, /starts in 2 hours/)).toHaveLength(0);
    expect(mailsTo(mail.smtp, bySettings!.user.email, /starts in 2 hours/)).toHaveLength(0);
    expect(mailsTo(mail.smtp, byMailClient!.user.email, /starts in 2 hours/)).toHaveLength(0);
  });

  it('shows jobs to admins only', async () => {
    const { game } = await gameWithPlayers(mail.server);
    const admin = await signedIn(mail.server.url, 'host');
    // Admins are made by the operator, not by registering.
    await mail.server.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const list = await admin.get('/api/admin/jobs?limit=200');
    expect(list.status).toBe(200);
    const mine = list.body.data.jobs.filter((j: any) => j.subject === game.id);
    expect(mine.map((j: any) => j.kind).sort()).toEqual([
      'host-digest',
      'reminder-24h',
      'reminder-2h',
      'rsvp-nudge',
    ]);
    expect(mine.every((j: any) => j.state === 'pending' && j.attempts === 0)).toBe(true);
    const player = await signedIn(mail.server.url, 'participant');
    expect((await player.get('/api/admin/jobs')).status).toBe(403);
  });
});

describe.each(backends)('durable reminders across restarts on %s', (backend) => {
  it('sends a reminder scheduled before a restart after it', async () => {
    const smtp = await startSmtpCapture();
    const secret = randomBytes(32).toString('hex');
    const shared = backend === 'postgres' ? await createFreshDatabase() : undefined;
    const dataDir = (await import('node:fs')).mkdtempSync(
      (await import('node:path')).join((await import('node:os')).tmpdir(), 'pokerhome-restart-'),
    );
    const env = { SMTP_URL: smtp.url, JOB_POLL_MS: '0', SESSION_SECRET: secret };
    const options = { backend, env, dataDir, ...(shared ? { databaseUrl: shared.url } : {}) };
    const before = await startTestServer(options);
    const { players, scheduledDate } = await gameWithPlayers(before);
    await before.close();
    const after = await startTestServer(options);
    try {
      await after.app.jobs.worker.tick(new Date(scheduledDate.getTime() - 24 * hour + 60_000));
      expect(mailsTo(smtp, players[0]!.user.email, /is tomorrow/)).toHaveLength(1);
    } finally {
      await after.close();
      await shared?.drop();
      (await import('node:fs')).rmSync(dataDir, { recursive: true, force: true });
      await smtp.close();
    }
  });
});

describe('the default worker on PGlite', () => {
  it('sends a due reminder by itself, with the real clock and its own poll', async () => {
    const smtp = await startSmtpCapture();
    const server = await startTestServer({ env: { SMTP_URL: smtp.url, JOB_POLL_MS: '200' } });
    try {
      const host = await signedIn(server.url, 'host');
      const player = await signedIn(server.url, 'participant');
      // The 2 h reminder falls due three seconds from now.
      const scheduledDate = new Date(Date.now() + 2 * hour + 3_000);
      const game = (
        await host.post('/api/games', gamePayload({ scheduledDate: scheduledDate.toISOString() }))
      ).body.data.game;
      await host.post(`/api/games/${game.id}/participants`, {
        participants: [{ userId: player.user.id }],
        sendEmailInvitations: false,
      });
      await player.post(`/api/games/${game.id}/rsvp`, { status: 'accepted' });
      const mail = await smtp.next(player.user.email, /starts in 2 hours/);
      expect(mail.raw).toContain('game.ics');
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

describe.runIf(backends.includes('postgres'))('two instances on one PostgreSQL', () => {
  it('send each reminder exactly once', async () => {
    const { smtp, a, b, close } = await twoInstancesWithMail();
    try {
      const games = await Promise.all([
        gameWithPlayers(a, { players: 3 }),
        gameWithPlayers(b, { players: 3 }),
      ]);
      const latest = Math.max(...games.map((g) => g.scheduledDate.getTime()));
      // Both instances run every due job at once, twice over.
      for (let round = 0; round < 2; round++)
        await Promise.all(
          [a, b, a, b].map((s) => s.app.jobs.worker.tick(new Date(latest - 2 * hour + 60_000))),
        );
      for (const { players } of games)
        for (const p of players) {
          expect(mailsTo(smtp, p.user.email, /is tomorrow/)).toHaveLength(1);
          expect(mailsTo(smtp, p.user.email, /starts in 2 hours/)).toHaveLength(1);
        }
    } finally {
      await close();
    }
  });
});
