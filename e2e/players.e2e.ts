import { contactNotices, mailLimitMessages, playerMessages } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../apps/server/src/db/client.ts';
import { api } from '../apps/server/test/harness.ts';
import { createAccount, mailedLink, signIn, strongPassword, uniqueEmail } from './support/auth.ts';
import { collectPageErrors, useBrowserPage } from './support/browser.ts';
import { cookieOf, createGame, shootBoth } from './support/games.ts';
import { useTestServer } from './support/server.ts';

/**
 * Players page as a new host uses it (issue: players): contacts by search, an e-mail invitation
 * resent and cancelled, a second one accepted by signing up from the link, two contacts invited to a
 * game from the page, and the analytics moving when one of them answers.
 */
describe('players page', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  const seen = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
  const tag = Math.random().toString(36).slice(2, 7);

  async function player(firstName: string, lastName: string) {
    const account = {
      firstName,
      lastName,
      email: uniqueEmail(firstName.toLowerCase()),
      password: strongPassword,
    };
    const res = await api(server, 'POST', '/api/auth/register', {
      ...account,
      confirmPassword: strongPassword,
      role: 'participant',
      acceptTerms: true,
    });
    if (res.status !== 201) throw new Error(`register answered ${res.status}`);
    return account;
  }

  /** Someone new is found by their whole address; a contact already known, by name (docs/security.md). */
  async function addBySearch(page: Page, people: { name: string; query: string }[]) {
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const dialog = page.getByRole('dialog');
    for (const { name, query } of people) {
      await dialog.getByLabel('Find a player').fill(query);
      await dialog.getByRole('button', { name: new RegExp(name) }).click();
    }
    await dialog.getByRole('button', { name: /^Add \d* ?Contacts?$/ }).click();
  }

  it('adds contacts, invites strangers, invites contacts to a game and sees the analytics move', async () => {
    const host = await createAccount(server, 'players-host');
    const ann = await player('Ann', `Archer${tag}`);
    const ben = await player('Ben', `Baker${tag}`);
    const page = browser.page();
    const errors = collectPageErrors(page);
    await signIn(page, server, host);

    await page.getByRole('link', { name: 'Players' }).first().click();
    await page.waitForURL(`${server.url}/players`);
    await seen(page, 'No participation records found');
    await page.getByRole('tab', { name: 'All Contacts' }).click();
    await seen(page, 'No contacts found');
    await seen(page, 'No pending invitations');

    // Two contacts by search; adding one of them again says they are all contacts already.
    await addBySearch(page, [
      { name: `Ann Archer${tag}`, query: ann.email },
      { name: `Ben Baker${tag}`, query: ben.email.toUpperCase() },
    ]);
    await seen(page, contactNotices.added(2));
    await page.getByRole('listitem', { name: `Ann Archer${tag}` }).waitFor();
    await page.getByRole('listitem', { name: `Ben Baker${tag}` }).waitFor();
    await addBySearch(page, [{ name: `Ann Archer${tag}`, query: `Archer${tag}` }]);
    await seen(page, contactNotices.allAlreadyContacts);
    // Notices leave by themselves after 5 seconds.
    await page.getByText(contactNotices.added(2)).waitFor({ state: 'hidden', timeout: 8000 });

    // A stranger by e-mail: the form's messages, then sent, resent and cancelled.
    const stranger = uniqueEmail('stranger');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Invite New User' }).click();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.getByText(playerMessages.emailRequired).waitFor();
    await dialog.getByLabel('Email address').fill('not an address');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.getByText(playerMessages.emailInvalid).waitFor();
    await dialog.getByLabel('Email address').fill(stranger);
    await dialog.getByLabel('Name (optional)').fill('Stan Stranger');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await seen(page, contactNotices.invitationSent(stranger));
    await seen(page, stranger);
    const firstLink = await mailedLink(server, stranger, 'product-invitation');
    // A resend waits out its cool-down (docs/security.md, "Mail limits"): too soon, the page says why;
    // once the invitation is older, it goes.
    await page.getByRole('button', { name: `Resend invitation to ${stranger}` }).click();
    await seen(page, contactNotices.resendFailed(mailLimitMessages.resendCooldown));
    // The e2e project does not load the server's Fastify declarations: `db` is typed here.
    await (server.app as unknown as { db: Db }).db.execute(
      sql`update user_invitations set sent_at = now() - interval '1 hour' where invitee_email = ${stranger}`,
    );
    await page.getByRole('button', { name: `Resend invitation to ${stranger}` }).click();
    await seen(page, contactNotices.invitationResent(stranger));
    await shootBoth(page, 'players-contacts');
    await page.getByRole('button', { name: `Cancel invitation to ${stranger}` }).click();
    await seen(page, contactNotices.invitationCancelled(stranger));
    await seen(page, 'No pending invitations');
    expect(firstLink).toContain('invitation=');

    // A second stranger signs up from the e-mailed link and becomes a contact.
    const newcomer = uniqueEmail('newcomer');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await dialog.getByRole('tab', { name: 'Invite New User' }).click();
    await dialog.getByLabel('Email address').fill(newcomer);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await seen(page, contactNotices.invitationSent(newcomer));
    const link = await mailedLink(server, newcomer, 'product-invitation');
    await page.context().clearCookies();
    await page.goto(`${server.url}${link}`);
    expect(await page.getByLabel('Email').inputValue()).toBe(newcomer);
    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill(`Newcomer${tag}`);
    await page.getByLabel('Password', { exact: true }).fill(strongPassword);
    await page.getByLabel('Confirm password').fill(strongPassword);
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.context().clearCookies();
    await signIn(page, server, host);
    await page.goto(`${server.url}/players?tab=contacts`);
    await page.getByRole('listitem', { name: `Nina Newcomer${tag}` }).waitFor();
    await seen(page, 'No pending invitations');

    // Invite Ann and Ben to a game from the page; a full or past game is not offered.
    const cookie = await cookieOf(server, host);
    const gameId = await createGame(server, cookie, { name: `League Night ${tag}`, maxParticipants: 6 });
    await createGame(server, cookie, { name: `Tiny Game ${tag}`, maxParticipants: 2 }).then((id) =>
      api(
        server,
        'POST',
        `/api/games/${id}/participants`,
        {
          participants: [
            { isGuest: true, guestFirstName: 'G', guestLastName: 'One' },
            { isGuest: true, guestFirstName: 'G', guestLastName: 'Two' },
          ],
        },
        { cookie },
      ),
    );
    await page.getByRole('checkbox', { name: `Select Ann Archer${tag}` }).check();
    await page.getByRole('checkbox', { name: `Select Ben Baker${tag}` }).check();
    await page.getByRole('button', { name: 'Invite 2 to a Game' }).click();
    await page.getByRole('button', { name: new RegExp(`League Night ${tag}`) }).waitFor();
    expect(await page.getByRole('button', { name: new RegExp(`Tiny Game ${tag}`) }).count()).toBe(0);
    await page.getByRole('button', { name: new RegExp(`League Night ${tag}`) }).click();
    await seen(page, '2 participant(s) ready · 4 slot(s) left');
    await shootBoth(page, 'players-invite-to-game');
    await page.getByRole('button', { name: 'Send Invitations' }).click();
    await seen(page, `2 invitation(s) sent for League Night ${tag}`);

    // Analytics: two invited this month, none accepted; Ann accepts and the figures move.
    const month = new Date().toISOString().slice(0, 7);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('Monthly figures as a table').click();
    const row = page.getByTestId(`month-${month}`);
    await row.waitFor();
    expect(await row.textContent()).toBe(`${month}20000%`);
    await page.getByRole('img', { name: 'Attendance per month' }).waitFor();
    const annCookie = await cookieOf(server, ann);
    await api(server, 'POST', `/api/games/${gameId}/rsvp`, { status: 'accepted' }, { cookie: annCookie });
    await page.reload();
    await page.getByText('Monthly figures as a table').click();
    await page.getByTestId(`month-${month}`).filter({ hasText: '50%' }).waitFor();
    expect(await page.getByTestId('stat-acceptance-rate').textContent()).toBe('50%');
    await shootBoth(page, 'players-analytics');

    await page.getByRole('tab', { name: 'Game Participation' }).click();
    await page.getByRole('list', { name: 'Participation records' }).getByText(`Ann Archer${tag}`).waitFor();
    await shootBoth(page, 'players-participation');
    expect(ben.email).toContain('@');
    expect(errors).toEqual([]);
  });
});
