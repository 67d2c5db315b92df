import { gameMessages } from '@pokerhome/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../apps/server/test/harness.ts';
import { createAccount, mailedLink, signIn, uniqueEmail } from './support/auth.ts';
import { asSignedOutPhone, collectPageErrors, useBrowserPage } from './support/browser.ts';
import { cookieOf, createGame, shootBoth, startTournament } from './support/games.ts';
import { useTestServer } from './support/server.ts';

/**
 * The games screens beyond the acceptance journey (games.e2e.ts): list tabs, search and filters,
 * a full game's waiting list and promotion, Start Tournament, the e-mailed RSVP link without an
 * account, and the dashboard's invite dialog; every screen is photographed at 1280 and 390 px.
 */
describe('games screens', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  const seen = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

  it('lists, searches and filters games; cancelling moves a game to Past with View Results', async () => {
    const host = await createAccount(server, 'lister');
    const cookie = await cookieOf(server, host);
    await createGame(server, cookie, { name: 'Monday Turbo' });
    const cashId = await createGame(server, cookie, {
      name: 'Saturday Cash',
      type: 'cash_game',
      blindStructure: undefined,
      location: { name: 'The Back Room', address: '', notes: '' },
    });
    const page = browser.page();
    const errors = collectPageErrors(page);
    await signIn(page, server, host);
    await page.goto(`${server.url}/games`);
    await seen(page, 'Monday Turbo');
    await page.getByRole('tab', { name: 'Upcoming Games (2)' }).waitFor();
    await page.getByRole('tab', { name: 'Past Games (0)' }).click();
    await seen(page, gameMessages.noPast);
    await page.getByRole('tab', { name: 'Upcoming Games (2)' }).click();

    // Search by location name, then the type filter.
    await page.getByLabel('Search games').fill('back room');
    await page.getByRole('tab', { name: 'Upcoming Games (1)' }).waitFor();
    await seen(page, 'Saturday Cash');
    await page.getByLabel('Search games').fill('');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Game type').selectOption('tournament');
    await page.getByRole('tab', { name: 'Upcoming Games (1)' }).waitFor();
    await seen(page, 'Monday Turbo');
    expect(await page.getByText('Saturday Cash').count()).toBe(0);
    await page.getByLabel('Search games').fill('no such game');
    await seen(page, gameMessages.noUpcoming);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Search games').fill('');
    await seen(page, 'Saturday Cash');
    await page.getByRole('link', { name: 'Create Game' }).waitFor();
    await shootBoth(page, 'games-list');

    // Edit Game opens the Settings tab; the host renames the cash game, then cancels it.
    await page.goto(`${server.url}/games/${cashId}/manage`);
    await page.getByRole('button', { name: 'Edit Game' }).click();
    await page.getByLabel('Game name').fill('Saturday Cash Deluxe');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { name: 'Saturday Cash Deluxe' }).waitFor();
    await shootBoth(page, 'games-manage-settings');
    await page.getByRole('button', { name: 'Cancel Game' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Game' }).click();
    await seen(page, gameMessages.gameCancelled);
    await page.goto(`${server.url}/games`);
    await page.getByRole('tab', { name: 'Past Games (1)' }).click();
    await seen(page, 'Saturday Cash Deluxe');
    const results = page.getByRole('link', { name: 'View Results' });
    expect(await results.getAttribute('href')).toBe(`/games/${cashId}/results`);
    expect(errors).toEqual([]);
  });

  it('keeps a long game name to its card on a 390 px phone', async () => {
    const host = await createAccount(server, 'longname');
    const cookie = await cookieOf(server, host);
    const name = 'The Thursday Night Deep Stack Championship Series Main Event';
    await createGame(server, cookie, { name });
    const page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, server, host);
    await page.goto(`${server.url}/games`);
    await seen(page, name);
    // The name is cut with an ellipsis; the card, its status and the page stay within the screen.
    expect(Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'))).toBe(0);
    const status = await page.getByText('Scheduled', { exact: true }).first().boundingBox();
    expect(status!.x + status!.width).toBeLessThanOrEqual(390);
  });

  it('fills a game, queues the next player, promotes them, and starts the tournament', async () => {
    const [host, p1, p2] = await Promise.all([
      createAccount(server, 'fullhost'),
      createAccount(server, 'seat1'),
      createAccount(server, 'seat2'),
    ]);
    const cookie = await cookieOf(server, host);
    const gameId = await createGame(server, cookie, { name: 'Two Seat Special', maxParticipants: 2 });
    await api(server, 'POST', `/api/games/${gameId}/join-as-host`, undefined, { cookie });
    const { body } = await api<{ data: { game: { shareUrl: string } } }>(
      server,
      'GET',
      `/api/games/${gameId}`,
      undefined,
      { cookie },
    );
    const share = new URL(body.data.game.shareUrl);

    const page = browser.page();
    const errors = collectPageErrors(page);
    await signIn(page, server, p1);
    await page.goto(`${server.url}${share.pathname}${share.search}`);
    await page.getByRole('button', { name: 'Join Game' }).click();
    await seen(page, gameMessages.going);
    await seen(page, 'Full');
    await shootBoth(page, 'games-join');

    // p2 finds the game full: joining queues them.
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL(/\/(login|landing)/);
    await signIn(page, server, p2);
    await page.goto(`${server.url}${share.pathname}${share.search}`);
    await seen(page, `${gameMessages.full}: joining puts you on the waiting list.`);
    await page.getByRole('button', { name: 'Join Game' }).click();
    await page.getByText(/You're on the waiting list/).waitFor();

    // The host sees the waiting list, then leaves: the freed seat goes to p2.
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL(/\/(login|landing)/);
    await signIn(page, server, host);
    await page.goto(`${server.url}/games/${gameId}/manage`);
    await seen(page, 'Waiting List (1)');
    await page.getByRole('button', { name: 'Leave Game' }).click();
    await seen(page, 'Waiting List (0)');
    await expect.poll(() => page.getByTestId('players-count').textContent()).toBe('2/2');
    expect(await page.getByRole('button', { name: 'Join Game as participant' }).isDisabled()).toBe(true);
    await shootBoth(page, 'games-manage-full');

    await startTournament(page);
    await page.waitForURL(`${server.url}/games/${gameId}/tournament`);
    await page.goto(`${server.url}/games/${gameId}/manage`);
    await page.getByRole('button', { name: 'View Tournament Clock' }).waitFor();
    expect(errors.filter((e) => !e.includes('tournament'))).toEqual([]);
  });

  it('answers an e-mailed invitation without an account and offers one', async () => {
    const [host, buddy] = await Promise.all([
      createAccount(server, 'mailer'),
      createAccount(server, 'buddy'),
    ]);
    const cookie = await cookieOf(server, host);
    const gameId = await createGame(server, cookie, { name: 'Friday by Mail' });
    const invitee = uniqueEmail('newcomer');
    const page = browser.page();
    const errors = collectPageErrors(page);
    await signIn(page, server, host);
    await page.goto(`${server.url}/games/${gameId}/manage`);
    await page.getByRole('tab', { name: 'Invite Players' }).click();
    await page.getByRole('button', { name: 'Add Player' }).click();
    // A stranger is found by their whole address only (docs/security.md), and shown with it.
    await page.getByLabel('Search users').fill(buddy.email);
    await page.getByRole('button', { name: new RegExp(buddy.email) }).waitFor();
    await shootBoth(page, 'games-add-player-search');
    await page.getByText('Invite by e-mail', { exact: true }).click();
    await page.getByLabel('E-mail address').fill('not an address');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await seen(page, 'Please enter a valid email address');
    await page.getByLabel('E-mail address').fill(invitee);
    await page.getByLabel('Message (optional)').fill('Bring snacks');
    await shootBoth(page, 'games-add-player');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await seen(page, '1 invitation(s) sent');

    // The dashboard's invite dialog: required e-mail, then sent and closed after 2 seconds.
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Invite Players' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send Invitation' }).click();
    await seen(page, gameMessages.emailRequired);
    const friend = uniqueEmail('friend');
    await page.getByLabel('Email', { exact: true }).fill(friend);
    await page.getByLabel('Personal message (optional)').fill('Join us');
    await seen(page, '7/500');
    await page.getByRole('dialog').getByRole('button', { name: 'Send Invitation' }).click();
    await seen(page, gameMessages.inviteSent(friend));
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5_000 });
    await shootBoth(page, 'games-dashboard');

    // Signed out, from the e-mailed link.
    const link = await mailedLink(server, invitee, 'game-invitation');
    await asSignedOutPhone(browser, async (guest) => {
      await guest.goto(`${server.url}${link}`);
      await seen(guest, 'Friday by Mail');
      await guest.getByRole('button', { name: 'Decline' }).click();
      await seen(guest, gameMessages.declined);
      await guest.getByRole('button', { name: 'Change RSVP' }).click();
      await guest.getByRole('button', { name: 'Join Game' }).click();
      await seen(guest, gameMessages.going);
      const register = guest.getByRole('link', { name: 'Create a free account' });
      expect(await register.getAttribute('href')).toContain(encodeURIComponent(invitee));
      await shootBoth(guest, 'games-rsvp-link');
    });
    await page.goto(`${server.url}/games/${gameId}/manage`);
    await expect.poll(() => page.getByTestId('players-count').textContent()).toBe('1/10');
    expect(errors).toEqual([]);
  });
});
