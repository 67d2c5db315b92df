import { siteMessages } from '@pokerhome/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../apps/server/test/fixtures.ts';
import { signInAs } from './support/auth.ts';
import { phoneViewport, resultsDir, useOtherScreens } from './support/browser.ts';
import { useTestServer } from './support/server.ts';

/**
 * Issue 25, finding 4 (docs/offline.md, "Forgetting the user"): the user's data kept on the device
 * (the service worker's stored answers: name, e-mail, the secret calendar-feed URL, their games)
 * goes when the account is deleted and when the session is revoked from another device, so the
 * next person who opens /dashboard offline sees none of it. Deleting the account stays on
 * /landing with its confirmation. Full tier, beside the offline journey (offline.full.e2e.ts): the
 * settings screen that deletes is covered in `npm test` by site.e2e.ts, which also checks that the
 * visit stays on /landing.
 */
describe('forgetting the user on the device', () => {
  const server = useTestServer();
  const screens = useOtherScreens();
  const phone = () => screens(phoneViewport);

  /** What the device keeps: the stored API answers' addresses and the app's storage keys. */
  const kept = (page: Page) =>
    page.evaluate(`(async () => {
      const cache = (await caches.keys()).includes('pokerhome-api') ? await caches.open('pokerhome-api') : null;
      const answers = cache ? (await cache.keys()).map((r) => new URL(r.url).pathname) : [];
      const storage = Object.keys(localStorage).filter((k) => k.startsWith('pokerhome'));
      return { answers, storage };
    })()`) as Promise<{ answers: string[]; storage: string[] }>;

  /** A player in a host's game, signed in on the phone, whose dashboard and settings were read under the worker. */
  async function playerWithStoredData(firstName: string) {
    const player = await signedIn(server.url, 'participant', { firstName, lastName: 'Forgetme' });
    const host = await signedIn(server.url, 'host', { firstName: 'Hana', lastName: 'Host' });
    const game = (await host.post('/api/games', gamePayload({ name: `${firstName}'s Friday` }))).body.data
      .game;
    await host.post(`/api/games/${game.id}/participants`, {
      participants: [{ userId: player.user.id, status: 'confirmed' }],
      sendEmailInvitations: false,
    });
    const feed = (await player.get('/api/me/calendar-feed')).body.data.url as string;
    const { context, page } = await phone();
    await signInAs(page, server, player);
    await expect
      .poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'), { timeout: 20_000 })
      .toBe(true);
    // Read once under the worker's control: the answers are stored as they arrive.
    await page.reload();
    await page.getByText(`${firstName}'s Friday`).first().waitFor();
    await page.goto(`${server.url}/settings`);
    await expect.poll(() => page.getByLabel('Calendar feed URL').inputValue()).toBe(feed);
    await expect
      .poll(async () => (await kept(page)).answers, { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['/api/auth/me', '/api/me/calendar-feed', '/api/dashboard/stats']));
    // The private things a next person must not see: the name, the address, the feed's secret.
    const secrets = [firstName, player.user.email, new URL(feed).pathname.split('/').pop()!];
    return { player, context, page, secrets };
  }

  /** Opens /dashboard with the network gone, as the next person on the device would. */
  async function nextPersonOffline(context: BrowserContext, page: Page, secrets: string[], shot: string) {
    await context.setOffline(true);
    await page.goto(`${server.url}/dashboard`);
    // Nothing stored says who was signed in: once the session check has given up, the sign-in form.
    await page.waitForURL(/\/login/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const shown = (await page.locator('body').innerText()) + (await page.content());
    for (const secret of secrets) expect(shown).not.toContain(secret);
    expect((await kept(page)).answers).toEqual([]);
    await page.screenshot({ path: `${resultsDir}/${shot}`, fullPage: true });
    await context.setOffline(false);
  }

  it('deletes the account at 390 px: stays on /landing with the confirmation, and nothing of the user is left offline', async () => {
    const { context, page, secrets } = await playerWithStoredData('Zelda');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByLabel('Your password').fill('Str0ng!Pass');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${server.url}/landing`);
    await page.getByText(siteMessages.accountDeleted).waitFor();
    // The settings page's guard must not send us on to /login once the session is forgotten.
    await page.waitForTimeout(2500);
    expect(new URL(page.url()).pathname).toBe('/landing');
    await page.getByText(siteMessages.accountDeleted).waitFor();
    // The top of the page, where the confirmation is (the whole landing page is very long).
    await page.screenshot({ path: `${resultsDir}/account-deleted-landing-390.png` });
    expect(await kept(page)).toEqual({ answers: [], storage: [] });

    await nextPersonOffline(context, page, secrets, 'account-deleted-offline-dashboard-390.png');
  });

  it('forgets the user when their session is revoked from another device', async () => {
    const { player, context, page, secrets } = await playerWithStoredData('Yuki');
    // The other device (the test's own session of the player) ends the phone's session.
    const sessions = (await player.get('/api/auth/sessions')).body.data.sessions as Array<{
      id: string;
      current: boolean;
    }>;
    const phoneSession = sessions.find((s) => !s.current)!;
    expect((await player.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(200);

    // The phone's next call meets a 401 that no refresh repairs: to /login, the stored data gone.
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(/\/login/);
    await expect.poll(async () => (await kept(page)).answers, { timeout: 10_000 }).toEqual([]);
    await nextPersonOffline(context, page, secrets, 'session-revoked-offline-dashboard-390.png');
  });
});
