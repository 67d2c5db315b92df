import path from 'node:path';
import { contactNotices, gameMessages, mailLimitMessages, mailLimits } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../apps/server/test/harness.ts';
import { mailDecided, outboxOf } from '../apps/server/test/outbox.ts';
import { createAccount, signIn, uniqueEmail } from './support/auth.ts';
import { collectPageErrors, phoneViewport, resultsDir, seen, useBrowserPage } from './support/browser.ts';
import { cookieOf, createGame } from './support/games.ts';
import { useTestServer } from './support/server.ts';

/**
 * A host past the daily invitation-mail limit (docs/security.md, "Mail limits"), on a phone: the
 * manage page says which invitation was not sent and why, the players page says why a resend and a
 * new product invitation were refused. Screenshots `mail-limit-*-390` in e2e/test-results/.
 */
describe('mail limits on the host screens', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  it('tells the host, at 390 px, which invitations were not sent and why', async () => {
    const host = await createAccount(server, 'limit-host');
    const cookie = await cookieOf(server, host);
    const call = (method: string, url: string, body?: unknown) =>
      api<any>(server, method, url, body, { cookie });
    // One product invitation (pending, just sent), then the rest of today's allowance but two.
    const stranger = uniqueEmail('stranger');
    expect((await call('POST', '/api/users/invite', { inviteeEmail: stranger })).status).toBe(201);
    let left = mailLimits.invitationsPerSenderPerDay - 1 - 2;
    while (left > 0) {
      const batch = Math.min(left, 25);
      const gameId = await createGame(server, cookie, { maxParticipants: 30 });
      const res = await call('POST', `/api/games/${gameId}/participants`, {
        participants: Array.from({ length: batch }, () => ({ email: uniqueEmail('guest') })),
        sendEmailInvitations: true,
      });
      expect(res.body.data.invitationsSent).toBe(batch);
      left -= batch;
    }
    const gameId = await createGame(server, cookie, { name: 'Limit Night', maxParticipants: 10 });

    const page = browser.page();
    const errors = collectPageErrors(page);
    await page.setViewportSize(phoneViewport);
    await signIn(page, server, host);
    await page.goto(`${server.url}/games/${gameId}/manage`);
    await page.getByRole('tab', { name: 'Invite Players' }).click();
    const inviteByEmail = async (email: string) => {
      await page.getByRole('button', { name: 'Add Player' }).click();
      await page.getByText('Invite by e-mail', { exact: true }).click();
      await page.getByLabel('E-mail address').fill(email);
      await page.getByRole('button', { name: 'Send Invitation' }).click();
    };
    await inviteByEmail(uniqueEmail('one'));
    await seen(page, '1 invitation(s) sent');
    await page.keyboard.press('Escape');
    await inviteByEmail(uniqueEmail('two'));
    await page.getByText('1 invitation(s) sent').nth(1).waitFor();
    await page.keyboard.press('Escape');
    const refused = uniqueEmail('three');
    await inviteByEmail(refused);
    const reason = `${refused}: ${mailLimitMessages.senderDaily}`;
    await page.getByText(gameMessages.addFailed(1, reason)).first().waitFor();
    await page.screenshot({ path: path.join(resultsDir, 'mail-limit-manage-390.png'), fullPage: true });
    await page.keyboard.press('Escape');

    // The players page: a resend too soon, and a new invitation past the day's allowance.
    await page.goto(`${server.url}/players?tab=contacts`);
    await page.getByRole('button', { name: `Resend invitation to ${stranger}` }).click();
    await seen(page, contactNotices.resendFailed(mailLimitMessages.resendCooldown));
    await page.screenshot({ path: path.join(resultsDir, 'mail-limit-resend-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Invite New User' }).click();
    await dialog.getByLabel('Email address').fill(uniqueEmail('late'));
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.getByText(mailLimitMessages.senderDaily).waitFor();
    await page.screenshot({ path: path.join(resultsDir, 'mail-limit-product-invite-390.png') });
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it('stops all e-mail to an address from the link at the foot of a mail, without an account', async () => {
    const someone = await createAccount(server, 'stop-mail');
    const mail = (await outboxOf(server)).find((m) => m.to === someone.email)!;
    const link = /\/stop-mail\?token=[A-Za-z0-9_.-]+/.exec(mail.text)![0];
    const page = browser.page();
    await page.setViewportSize(phoneViewport);
    await page.goto(`${server.url}${link}`);
    await page.getByRole('button', { name: 'Stop all e-mail' }).click();
    await seen(page, mailLimitMessages.stopped);
    await page.screenshot({ path: path.join(resultsDir, 'mail-limit-stop-390.png'), fullPage: true });
    await api(server, 'POST', '/api/auth/forgot-password', { email: someone.email });
    // The reset mail is decided after the answer (email-links.service.ts): let that finish while
    // the address is still stopped, or Resume can come first and the mail rightly goes out.
    await mailDecided(server);
    await page.getByRole('button', { name: 'Resume e-mail' }).click();
    await seen(page, mailLimitMessages.resumed);
    expect(
      (await outboxOf(server)).filter((m) => m.to === someone.email && m.kind === 'reset-password'),
    ).toEqual([]);
  });
});
