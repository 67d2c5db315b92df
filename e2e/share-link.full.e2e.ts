import path from 'node:path';
import { gameMessages, shareLinkMessages } from '@pokerhome/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer } from '../apps/server/test/harness.ts';
import {
  createAccount,
  strongPassword,
  submitSignIn,
  type TestAccount,
  uniqueEmail,
} from './support/auth.ts';
import { collectPageErrors, resultsDir, useBrowserPage } from './support/browser.ts';
import { cookieOf, createGame, shootBoth } from './support/games.ts';

type Server = { url: string; close(): Promise<void> };

/**
 * Share links (docs/reach.md): a stranger opens the host's RSVP link, signs up, lands back on the
 * join screen and takes the last seat; the next one lands on the waiting list; the host turns the
 * link off and the next visitor is refused.
 */
describe('share link', () => {
  let server: Server;
  const browser = useBrowserPage();

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const seen = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

  /** A page in its own browser context: another person on another phone. */
  async function visitor(): Promise<Page> {
    const other = browser.page().context().browser() as Browser;
    const context = await other.newContext({ viewport: { width: 390, height: 844 } });
    return context.newPage();
  }

  async function viaLinkSignedIn(link: string, account: TestAccount) {
    const page = await visitor();
    await page.goto(link);
    await page.waitForURL(`${server.url}/login`);
    await submitSignIn(page, account.email, account.password);
    await page.waitForURL(link);
    return page;
  }

  it('lets a stranger take the last seat, queues the next, and refuses everyone once the host turns it off', async () => {
    const host = await createAccount(server, 'share-host');
    const hostCookie = await cookieOf(server, host);
    const gameId = await createGame(server, hostCookie, { name: 'Tuesday Turbo', maxParticipants: 2 });
    const { body } = await api<{ data: { game: { shareUrl: string } } }>(
      server,
      'GET',
      `/api/games/${gameId}`,
      undefined,
      {
        cookie: hostCookie,
      },
    );
    const { pathname, search } = new URL(body.data.game.shareUrl);
    const link = `${server.url}${pathname}${search}`;

    // A regular already took the first seat through the link.
    const regular = await createAccount(server, 'share-regular');
    const answered = await api(
      server,
      'POST',
      `/api/games/${gameId}/rsvp`,
      {
        status: 'accepted',
        inviteToken: new URLSearchParams(search).get('invite'),
      },
      { cookie: await cookieOf(server, regular) },
    );
    expect(answered.status).toBe(200);

    // The preview card a chat app would read from the link.
    const head = await (await fetch(link)).text();
    expect(head).toContain('<meta property="og:title" content="Tuesday Turbo" />');

    // A stranger: signed out, sent to sign in, signs up instead, and comes back to the join screen.
    const stranger = browser.page();
    const errors = collectPageErrors(stranger);
    await stranger.goto(link);
    await stranger.waitForURL(`${server.url}/login`);
    await stranger.getByRole('link', { name: 'Sign up' }).click();
    await stranger.waitForURL(`${server.url}/register`);
    await stranger.getByLabel('First name').fill('Sally');
    await stranger.getByLabel('Last name').fill('Stranger');
    await stranger.getByLabel('Email').fill(uniqueEmail('share-stranger'));
    await stranger.getByLabel('Password', { exact: true }).fill(strongPassword);
    await stranger.getByLabel('Confirm password').fill(strongPassword);
    await stranger.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await stranger.getByRole('button', { name: 'Create account' }).click();
    await stranger.waitForURL(link);
    await stranger.getByRole('heading', { name: 'Tuesday Turbo' }).first().waitFor();
    await stranger.getByRole('button', { name: 'Join Game' }).click();
    await seen(stranger, gameMessages.going);
    await shootBoth(stranger, 'share-link-join');
    expect(errors).toEqual([]);

    // The next one finds the game full and lands on the waiting list.
    const late = await createAccount(server, 'share-late');
    const latePage = await viaLinkSignedIn(link, late);
    await seen(latePage, `${gameMessages.full}: joining puts you on the waiting list.`);
    await latePage.getByRole('button', { name: 'Join Game' }).click();
    await latePage
      .getByText(/You're on the waiting list/)
      .first()
      .waitFor();

    // The host sees who came in through the link, and turns it off.
    const hostPage = await visitor();
    await hostPage.setViewportSize({ width: 1280, height: 800 });
    await hostPage.goto(`${server.url}/login`);
    await submitSignIn(hostPage, host.email, host.password);
    await hostPage.waitForURL(`${server.url}/dashboard`);
    await hostPage.goto(`${server.url}/games/${gameId}/manage`);
    await hostPage.getByRole('tab', { name: 'Invite Players' }).click();
    const panel = hostPage.getByRole('region', { name: 'RSVP link' });
    await panel.getByText('3 joined through the link', { exact: false }).waitFor();
    const joined = panel.getByRole('list', { name: 'Joined through the link' });
    expect(await joined.getByRole('listitem').allTextContents()).toEqual([
      'Tess TesterAccepted',
      'Sally StrangerAccepted',
      'Tess TesterWaiting list',
    ]);
    await panel.screenshot({ path: path.join(resultsDir, 'share-link-panel-on.png') });
    await panel.getByRole('button', { name: 'Turn link off' }).click();
    await panel.getByText('The link is off: whoever opens it is turned away.').waitFor();
    await shootBoth(hostPage, 'share-link-panel');

    // The next visitor is refused with the reason.
    const refused = await viaLinkSignedIn(link, await createAccount(server, 'share-refused'));
    await seen(refused, shareLinkMessages.off);
    await refused.screenshot({ path: path.join(resultsDir, 'share-link-refused-390.png'), fullPage: true });
    const off = await (await fetch(link)).text();
    expect(off).not.toContain('Tuesday Turbo');
  });
});
