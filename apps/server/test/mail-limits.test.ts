import { mailLimitMessages, mailLimits } from '@pokerhome/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { mailAllowances, mailMessages, userInvitations } from '../src/db/schema.ts';
import { newUser, TestClient } from './client.ts';
import { gamePayload, signedIn } from './fixtures.ts';
import { backends, startTwoOnPostgres, type TestServer, useTestServer } from './harness.ts';
import type { CapturedMail } from './smtp-capture.ts';
import { useServerWithMail } from './with-mail.ts';

/**
 * The mail limits of docs/security.md ("Mail limits"): per sending account and per recipient a day
 * for invitations, a resend cool-down, per address for reset, verification and newsletter mail,
 * and the "stop all e-mail" link. Mail is counted where the product records it (`mail_messages`).
 */
const mailsTo = async (db: Db, to: string, kind?: string) =>
  (
    await db
      .select({ id: mailMessages.id, text: mailMessages.text, meta: mailMessages.meta })
      .from(mailMessages)
      .where(kind ? and(eq(mailMessages.to, to), eq(mailMessages.kind, kind)) : eq(mailMessages.to, to))
  ).length;

let unique = 0;
const address = (name: string) => {
  unique += 1;
  return `${name}.${Date.now()}.${unique}@example.com`;
};

async function newGame(host: TestClient, maxParticipants = 10) {
  const res = await host.post('/api/games', gamePayload({ maxParticipants }));
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data.game.id as string;
}
const inviteToGame = (host: TestClient, gameId: string, emails: string[]) =>
  host.post(`/api/games/${gameId}/participants`, {
    participants: emails.map((email) => ({ email })),
    sendEmailInvitations: true,
  });

/** The token of the "stop all e-mail" link at the foot of a mail (it holds a dot). */
const stopToken = (mail: CapturedMail) => {
  const match = /\/stop-mail\?token=([A-Za-z0-9_.-]+)/.exec(mail.text);
  if (!match) throw new Error(`no stop link in: ${mail.text}`);
  return match[1]!;
};

/** Reset mail is sent after the answer: wait until the count stops moving. */
async function settledCount(read: () => Promise<number>) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const now = await read();
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return last;
}

describe.each(backends)('mail limits on %s', (backend) => {
  const server = useTestServer({ backend });

  it(`sends at most ${mailLimits.invitationsPerSenderPerDay} invitations a day for one account, says which were refused, and adds the rest`, async () => {
    const organizer = await signedIn(server.url, 'organizer');
    const first = await newGame(organizer, 80);
    const second = await newGame(organizer, 80);
    const batch = (n: number) => Array.from({ length: n }, () => address('stranger'));
    const a = await inviteToGame(organizer, first, batch(30));
    expect(a.body.data).toMatchObject({ invitationsSent: 30, errors: [] });
    // 20 of the next 23 fit; 3 are refused, each saying why; the 20 are added and mailed.
    const late = batch(23);
    const b = await inviteToGame(organizer, second, late);
    expect(b.status).toBe(200);
    expect(b.body.data.invitationsSent).toBe(20);
    expect(b.body.data.participants).toHaveLength(20);
    expect(b.body.data.errors).toEqual(late.slice(20).map((e) => `${e}: ${mailLimitMessages.senderDaily}`));
    for (const refused of late.slice(20)) expect(await mailsTo(server.app.db, refused)).toBe(0);
    expect(await mailsTo(server.app.db, late[19]!)).toBe(1);
    // A product invitation is an invitation mail too: refused whole, with the reason.
    const product = await organizer.post('/api/users/invite', { inviteeEmail: address('friend') });
    expect(product.status).toBe(429);
    expect(product.body.error.message).toBe(mailLimitMessages.senderDaily);
    // Without e-mail, players are still added: the limit is on mail only.
    const quiet = await organizer.post(`/api/games/${second}/participants`, {
      participants: [{ email: address('quiet') }],
      sendEmailInvitations: false,
    });
    expect(quiet.body.data).toMatchObject({ invitationsSent: 0, errors: [] });
  });

  it("starts each UTC day afresh: yesterday's full allowance does not count, and its row is dropped", async () => {
    const host = await signedIn(server.url, 'host');
    await server.app.db.insert(mailAllowances).values({
      scope: 'invitations-sent',
      subject: host.user.id,
      windowStart: sql`date_trunc('day', now(), 'UTC') - interval '1 day'`,
      used: mailLimits.invitationsPerSenderPerDay,
    });
    expect((await host.post('/api/users/invite', { inviteeEmail: address('tomorrow') })).status).toBe(201);
    const rows = await server.app.db
      .select({ used: mailAllowances.used })
      .from(mailAllowances)
      .where(and(eq(mailAllowances.scope, 'invitations-sent'), eq(mailAllowances.subject, host.user.id)));
    expect(rows).toEqual([{ used: 1 }]);
  });

  it(`lets one address receive at most ${mailLimits.invitationsPerRecipientPerDay} invitations a day, from any hosts`, async () => {
    const target = address('popular');
    const hosts = await Promise.all(
      Array.from({ length: mailLimits.invitationsPerRecipientPerDay + 1 }, () =>
        signedIn(server.url, 'host'),
      ),
    );
    for (const host of hosts.slice(0, -2)) {
      const res = await inviteToGame(host, await newGame(host), [target]);
      expect(res.body.data).toMatchObject({ invitationsSent: 1, errors: [] });
    }
    expect((await hosts.at(-2)!.post('/api/users/invite', { inviteeEmail: target })).status).toBe(201);
    const last = hosts.at(-1)!;
    const refused = await inviteToGame(last, await newGame(last), [target, address('other')]);
    expect(refused.body.data.invitationsSent).toBe(1);
    expect(refused.body.data.errors).toEqual([`${target}: ${mailLimitMessages.recipientDaily}`]);
    expect(await mailsTo(server.app.db, target)).toBe(mailLimits.invitationsPerRecipientPerDay);
    // The refused host's own allowance was not spent on the refusal.
    const friend = await last.post('/api/users/invite', { inviteeEmail: address('friend') });
    expect(friend.status).toBe(201);
  });

  it('sends one mail when ten racing hosts invite the same address past its limit', async () => {
    const target = address('raced');
    const hosts = await Promise.all(Array.from({ length: 10 }, () => signedIn(server.url, 'host')));
    const answers = await Promise.all(
      hosts.map((h) => h.post('/api/users/invite', { inviteeEmail: target })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(mailLimits.invitationsPerRecipientPerDay);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - mailLimits.invitationsPerRecipientPerDay);
    expect(await mailsTo(server.app.db, target)).toBe(mailLimits.invitationsPerRecipientPerDay);
  });

  it(`resends an invitation at most once per ${mailLimits.resendCooldownMinutes} minutes, even to ten racing clicks`, async () => {
    const host = await signedIn(server.url, 'host');
    const target = address('resent');
    const sent = await host.post('/api/users/invite', { inviteeEmail: target });
    const id = sent.body.data.invitation.id as string;
    const tooSoon = await host.post(`/api/users/invitations/${id}/resend`);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: mailLimitMessages.resendCooldown,
    });
    // The cool-down passes (the invitation was sent a minute longer ago than it).
    const aged = new Date(Date.now() - (mailLimits.resendCooldownMinutes + 1) * 60_000);
    await server.app.db.update(userInvitations).set({ sentAt: aged }).where(eq(userInvitations.id, id));
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () => host.post(`/api/users/invitations/${id}/resend`)),
    );
    expect(clicks.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(429)]);
    expect(await mailsTo(server.app.db, target)).toBe(2);
  });

  it(`sends at most ${mailLimits.resetMailsPerAddressPerDay} reset mails a day to one address, asked from any number of IPs, with the same answer`, async () => {
    const user = newUser();
    await new TestClient(server.url).post('/api/auth/register', user);
    const asks = mailLimits.resetMailsPerAddressPerDay + 3;
    const answers = [];
    // Each client is another device with its own IP address (test/client.ts).
    for (let i = 0; i < asks; i++)
      answers.push(await new TestClient(server.url).post('/api/auth/forgot-password', { email: user.email }));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const count = () => mailsTo(server.app.db, user.email, 'reset-password');
    expect(await settledCount(count)).toBe(mailLimits.resetMailsPerAddressPerDay);
    // The last mailed link still works: a refused ask did not replace it.
    const [last] = await server.app.db
      .select({ text: mailMessages.text })
      .from(mailMessages)
      .where(and(eq(mailMessages.to, user.email), eq(mailMessages.kind, 'reset-password')))
      // PGlite's clock counts milliseconds: two mails recorded within one share a created_at, so
      // the inserting transaction (xmin, rising with each) tells the last one.
      .orderBy(sql`${mailMessages.createdAt} desc, ${mailMessages}.xmin::text::bigint desc`)
      .limit(1);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(last!.text)![1];
    const reset = await new TestClient(server.url).post('/api/auth/reset-password', {
      token,
      password: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    });
    expect(reset.status).toBe(200);
  });

  it(`sends at most ${mailLimits.verificationMailsPerAddressPerDay} verification mails a day to one address`, async () => {
    const user = await signedIn(server.url, 'host');
    // From a new IP address each time, so the per-IP limit never stops them first.
    for (let i = 0; i < mailLimits.verificationMailsPerAddressPerDay + 2; i++) {
      const res = await user.request('POST', '/api/auth/resend-verification', undefined, {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      expect(res.status).toBe(200);
    }
    // Sign-up sent the first one.
    expect(await mailsTo(server.app.db, user.user.email, 'verify-email')).toBe(
      mailLimits.verificationMailsPerAddressPerDay,
    );
  });

  it(`sends at most ${mailLimits.newsletterMailsPerAddressPerDay} newsletter confirmations a day to one address, from any IPs`, async () => {
    const target = address('reader');
    const answers = [];
    for (let i = 0; i < mailLimits.newsletterMailsPerAddressPerDay + 2; i++)
      answers.push(await new TestClient(server.url).post('/api/newsletter/subscribe', { email: target }));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await mailsTo(server.app.db, target, 'newsletter-confirm')).toBe(
      mailLimits.newsletterMailsPerAddressPerDay,
    );
  });
});

describe.each(backends)('the "stop all e-mail" link on %s', (backend) => {
  const ctx = useServerWithMail({ backend });

  it('is in every mail and its List-Unsubscribe header, names no address, and stops every kind of mail', async () => {
    const user = newUser();
    const browser = new TestClient(ctx.server.url);
    await browser.post('/api/auth/register', user);
    const verify = await ctx.smtp.next(user.email, /Confirm your e-mail address/);
    const token = stopToken(verify);
    expect(verify.raw).toMatch(/List-Unsubscribe:\s*<[^>]+\/mail\/stop\?token=/);
    expect(verify.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    // The token is two HMACs: neither part, decoded, shows the address.
    for (const part of token.split('.'))
      expect(Buffer.from(part, 'base64url').toString('latin1')).not.toContain(user.email);
    expect(token).not.toContain(Buffer.from(user.email).toString('base64url').slice(0, 12));

    // Opening the page changes nothing; the button (POST) does, without an account.
    const anonymous = new TestClient(ctx.server.url);
    expect((await anonymous.post(`/api/mail/stop?token=${token}x`)).status).toBe(404);
    const stopped = await anonymous.post(`/api/mail/stop?token=${token}`);
    expect(stopped.body.data).toEqual({ stopped: true, message: mailLimitMessages.stopped });

    // Nothing reaches the address any more: invitations to a game and to PokerHome, reset,
    // verification, newsletter.
    const host = await signedIn(ctx.server.url, 'host');
    const game = await newGame(host);
    const invited = await inviteToGame(host, game, [user.email]);
    expect(invited.status).toBe(200);
    const product = address('never-registered');
    await new TestClient(ctx.server.url).post('/api/auth/register', newUser());
    await new TestClient(ctx.server.url).post('/api/auth/forgot-password', { email: user.email });
    await browser.post('/api/auth/resend-verification');
    await new TestClient(ctx.server.url).post('/api/newsletter/subscribe', { email: user.email });
    await host.post('/api/users/invite', { inviteeEmail: product });
    await ctx.smtp.next(product, /invited you to PokerHome/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ctx.smtp.mails.filter((m) => m.to.includes(user.email))).toEqual([]);
    expect(await mailsTo(ctx.server.app.db, user.email)).toBe(1);

    // The page offers the way back; mail flows again.
    expect((await anonymous.post(`/api/mail/resume?token=${token}`)).body.data.stopped).toBe(false);
    await browser.post('/api/auth/resend-verification');
    await ctx.smtp.next(user.email, /Confirm your e-mail address/);
  });

  it('stops mail from the mail client one-click POST, and a category mail keeps its own unsubscribe header', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const target = address('oneclick');
    await host.post('/api/users/invite', { inviteeEmail: target });
    const invitation = await ctx.smtp.next(target, /invited you to PokerHome/);
    expect(invitation.raw).toMatch(/List-Unsubscribe:\s*<[^>]+\/mail\/unsubscribe\?token=/);
    const token = stopToken(invitation);
    const oneClick = await fetch(`${ctx.server.url}/mail/stop?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const other = await signedIn(ctx.server.url, 'host');
    const res = await inviteToGame(other, await newGame(other), [target]);
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.smtp.mails.filter((m) => m.to.includes(target))).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('mail limits across two instances on PostgreSQL', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("counts one allowance for both: the second instance sees the first one's mail", async () => {
    const [a, b]: [TestServer, TestServer] = await startTwoOnPostgres(cleanups);
    const user = newUser();
    await new TestClient(a.url).post('/api/auth/register', user);
    // Alternate instances and IPs, in parallel.
    const asks = Array.from({ length: mailLimits.resetMailsPerAddressPerDay * 2 }, (_, i) =>
      new TestClient((i % 2 ? a : b).url).post('/api/auth/forgot-password', { email: user.email }),
    );
    expect((await Promise.all(asks)).every((r) => r.status === 200)).toBe(true);
    const count = () => mailsTo(a.app.db, user.email, 'reset-password');
    expect(await settledCount(count)).toBe(mailLimits.resetMailsPerAddressPerDay);

    const target = address('shared');
    const hosts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signedIn((i % 2 ? a : b).url, 'host')),
    );
    const invites = await Promise.all(
      hosts.map((h) => h.post('/api/users/invite', { inviteeEmail: target })),
    );
    expect(invites.filter((r) => r.status === 201)).toHaveLength(mailLimits.invitationsPerRecipientPerDay);
    expect(await mailsTo(b.app.db, target)).toBe(mailLimits.invitationsPerRecipientPerDay);
  });
});
