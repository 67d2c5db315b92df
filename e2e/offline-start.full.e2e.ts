import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../apps/server/test/fixtures.ts';
import { signInAs } from './support/auth.ts';
import { phoneViewport, resultsDir, textOf as text } from './support/browser.ts';
import { numberedGuests } from './support/games.ts';
import { useLiveJourney } from './support/journey.ts';

/**
 * Issue 28, point 7 (docs/offline.md, "Starting offline" and "Server down or phone offline"): a
 * signed-in phone reloaded with no network opens on its last data and the clock, never on the
 * sign-in page, even when it never reloaded since the service worker came; the server being down
 * is worded apart from the phone being offline, and a Pause then says the server could not be
 * reached. Full tier: it cuts the network and the server.
 */
describe('starting offline', () => {
  const { server, screen } = useLiveJourney();

  async function phone(): Promise<{ context: BrowserContext; page: Page }> {
    return screen(phoneViewport);
  }

  /** The worker has stored the session: what a reload with no network starts from. */
  const sessionStored = (page: Page) =>
    expect
      .poll(
        () =>
          page.evaluate<boolean>(
            "caches.open('pokerhome-api').then((c) => c.match('/api/auth/me')).then(Boolean)",
          ),
        { timeout: 20_000 },
      )
      .toBe(true);

  async function runningTournament(name: string) {
    const host = await signedIn(server.url, 'host', { firstName: 'Hana', lastName: 'Host' });
    const game = (await host.post('/api/games', gamePayload({ name, maxParticipants: 8 }))).body.data.game;
    await host.post(`/api/games/${game.id}/participants`, {
      participants: numberedGuests(3),
      sendEmailInvitations: false,
    });
    const started = await host.post(`/api/tournaments/${game.id}/start`, {});
    expect(started.status).toBeLessThan(300);
    return { host, game };
  }

  it('reloads with no network on the last data and the clock, never the sign-in page', async () => {
    const { host, game } = await runningTournament('No Signal Night');
    const { context, page } = await phone();
    // Signed in once, no reload since: the answers of this first visit came before the worker.
    await signInAs(page, server, host);
    await page.getByText('No Signal Night').first().waitFor();
    await sessionStored(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('No Signal Night').first().waitFor();
    expect(await page.getByTestId('offline-banner').textContent()).toMatch(/^Offline — showing data from/);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.screenshot({ path: `${resultsDir}/offline-start-dashboard-390.png`, fullPage: true });

    // The clock: seen once online, then reloaded offline, it shows and counts on.
    await context.setOffline(false);
    await page.goto(`${server.url}/games/${game.id}/tournament`);
    await expect.poll(() => text(page, 'live-status'), { timeout: 15_000 }).toBe('Live');
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('clock-time').waitFor();
    const first = await text(page, 'clock-time');
    await expect.poll(() => text(page, 'clock-time'), { timeout: 5000 }).not.toBe(first);
    expect(await page.getByText('Sign in', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${resultsDir}/offline-start-clock-390.png`, fullPage: true });
    await context.setOffline(false);
  });

  it('tells the server down apart from the phone offline, and a Pause says the server could not be reached', async () => {
    const { host, game } = await runningTournament('Server Down Night');
    const { context, page } = await phone();
    await signInAs(page, server, host);
    await page.goto(`${server.url}/games/${game.id}/tournament`);
    await expect.poll(() => text(page, 'live-status'), { timeout: 15_000 }).toBe('Live');

    // The phone is online; the server stops answering (every API call refused on the way).
    await context.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page
      .getByRole('region', { name: 'Clock controls' })
      .getByRole('button', { name: 'Pause', exact: true })
      .click();
    const failed = page.getByTestId('action-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toBe(
      "Couldn't reach the PokerHome server: this change was not saved. Try again in a moment.",
    );
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(
      /^Can't reach the server — showing data from .+ PokerHome's server does not answer/,
    );
    await page.screenshot({ path: `${resultsDir}/offline-server-down-390.png`, fullPage: true });

    // The phone offline instead: the banner says so.
    await context.unroute('**/api/**');
    await context.setOffline(true);
    await expect.poll(() => banner.textContent(), { timeout: 5000 }).toMatch(/^Offline — /);
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
  });
});
