import { gameMessages } from '@pokerhome/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gamePayload } from '../apps/server/test/fixtures.ts';
import { api } from '../apps/server/test/harness.ts';
import { createAccount, signIn, type TestAccount } from './support/auth.ts';
import { collectPageErrors, launchBrowser, useBrowserPage } from './support/browser.ts';
import { cookieOf, shootBoth } from './support/games.ts';
import { useTestServer } from './support/server.ts';

/** Games screens as a host and two players use them, against the real server. */
describe('games', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  const seen = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

  it('invites by search, by e-mail and as a guest; players answer; the host follows the counts', async () => {
    const [host, p1, p2] = await Promise.all([
      createAccount(server, 'host'),
      createAccount(server, 'p1'),
      createAccount(server, 'p2'),
    ]);
    const created = await api<{ data: { game: { id: string } } }>(
      server,
      'POST',
      '/api/games',
      gamePayload({ name: 'Thursday Deep Stack' }),
      { cookie: await cookieOf(server, host) },
    );
    expect(created.status).toBe(201);
    const gameId = created.body.data.game.id;

    const page = browser.page();
    const errors = collectPageErrors(page);
    await signIn(page, server, host);
    await page.getByRole('link', { name: 'Games', exact: true }).first().click();
    await seen(page, 'Thursday Deep Stack');
    await page.getByRole('link', { name: 'Manage' }).click();
    await page.waitForURL(`${server.url}/games/${gameId}/manage`);

    const players = page.getByTestId('players-count');
    const pool = page.getByTestId('prize-pool');
    await page.getByRole('tab', { name: 'Invite Players' }).click();

    // 1. A registered user found by search.
    await page.getByRole('button', { name: 'Add Player' }).click();
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await seen(page, gameMessages.addPlayerMissingInfo);
    await page.getByLabel('Search users').fill(p1.email);
    await page.getByRole('button', { name: new RegExp(p1.email) }).click();
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await seen(page, '1 invitation(s) sent');

    // 2. By e-mail (p2 has an account, so the invitation shows on their join screen).
    await page.getByRole('button', { name: 'Add Player' }).click();
    await page.getByText('Invite by e-mail', { exact: true }).click();
    await page.getByLabel('E-mail address').fill(p2.email);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await page.getByText('1 invitation(s) sent').nth(1).waitFor();

    // Inviting the same person again reads as the catalogue's info message.
    await page.getByRole('button', { name: 'Add Player' }).click();
    await page.getByText('Invite by e-mail', { exact: true }).click();
    await page.getByLabel('E-mail address').fill(p2.email);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await seen(page, gameMessages.alreadyInvitedInfo(1));
    await page.keyboard.press('Escape');

    // 3. A guest.
    await page.getByRole('button', { name: 'Add Player' }).click();
    await page.getByText('Guest player', { exact: true }).click();
    await page.getByLabel('First name').fill('Gina');
    await page.getByLabel('Last name').fill('Guest');
    await page.getByRole('button', { name: 'Add Guest' }).click();
    await seen(page, '1 player(s) added to the game');
    await expect.poll(() => players.textContent()).toBe('3/10');
    // The projection the start would seat: (buy-in $20 − house fee $2) × 3, labelled as such.
    await expect.poll(() => pool.textContent()).toBe('$54.00');
    await seen(page, 'Projected prize pool');

    // Player 1 accepts from the join screen.
    const other = await launchBrowser();
    const contexts: BrowserContext[] = [];
    try {
      const asPlayer = async (account: TestAccount) => {
        const context = await other.newContext({ viewport: { width: 390, height: 844 } });
        contexts.push(context);
        const p = await context.newPage();
        await signIn(p, server, account);
        await p.goto(`${server.url}/games/${gameId}/join`);
        await seen(p, 'Thursday Deep Stack');
        return p;
      };
      const one = await asPlayer(p1);
      await one.getByLabel('Message to the host (optional)').fill('Count me in');
      await one.getByRole('button', { name: 'Join Game' }).click();
      await seen(one, gameMessages.going);

      // Player 2 declines, then changes the RSVP.
      const two = await asPlayer(p2);
      await two.getByRole('button', { name: 'Decline' }).click();
      await seen(two, gameMessages.declined);
      await page.reload();
      await expect.poll(() => players.textContent()).toBe('2/10');
      await expect.poll(() => pool.textContent()).toBe('$36.00');
      await two.getByRole('button', { name: 'Change RSVP' }).click();
      await two.getByRole('button', { name: 'Join Game' }).click();
      await seen(two, gameMessages.going);
    } finally {
      for (const c of contexts) await c.close();
      await other.close();
    }
    await page.reload();
    await expect.poll(() => players.textContent()).toBe('3/10');
    // The projection the start would seat: (buy-in $20 − house fee $2) × 3, labelled as such.
    await expect.poll(() => pool.textContent()).toBe('$54.00');
    await seen(page, 'Projected prize pool');
    await seen(page, '“Count me in”');

    // The host removes the guest, then leaves and rejoins as a participant.
    await page.getByRole('button', { name: 'Remove Gina Guest' }).click();
    await seen(page, gameMessages.participantRemoved);
    await expect.poll(() => players.textContent()).toBe('2/10');
    await page.getByRole('button', { name: 'Join Game as participant' }).click();
    await seen(page, gameMessages.joinedOwnGame);
    await expect.poll(() => players.textContent()).toBe('3/10');
    await page.getByRole('button', { name: 'Leave Game' }).click();
    await expect.poll(() => players.textContent()).toBe('2/10');
    await page.getByRole('button', { name: 'Join Game as participant' }).click();
    await expect.poll(() => players.textContent()).toBe('3/10');
    await shootBoth(page, 'games-manage');

    await page.goto(`${server.url}/dashboard`);
    await seen(page, 'Upcoming Games');
    await seen(page, 'Thursday Deep Stack');
    await shootBoth(page, 'games-dashboard-host');
    expect(errors).toEqual([]);
  });
});
