import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../apps/server/test/fixtures.ts';
import { startTestServer } from '../apps/server/test/harness.ts';
import { signInAs } from './support/auth.ts';
import { launchBrowser, phoneViewport, resultsDir } from './support/browser.ts';

/**
 * Issue 15's offline use and issue 18's "reconnecting" phone (docs/offline.md): the app installs,
 * keeps showing the last data seen with the network gone and says so, refuses a host's change made
 * offline, and catches up with what happened meanwhile once the network is back.
 */
describe('offline', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.close();
  });

  async function phone(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: phoneViewport });
    contexts.push(context);
    return { context, page: await context.newPage() };
  }

  /** The service worker controls the page (it claims open pages when it activates). */
  const controlled = (page: Page) =>
    expect
      .poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'), { timeout: 20_000 })
      .toBe(true);

  const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();
  const seconds = (clock: string | null) => {
    const parts = (clock ?? '').split(':').map(Number);
    return parts.reduce((total, part) => total * 60 + part, 0);
  };

  /** A running tournament of the host's, with `player` (when given) seated in it. */
  async function runningTournament(name: string, player?: { user: { id: string } }) {
    const host = await signedIn(server.url, 'host', { firstName: 'Hana', lastName: 'Host' });
    const game = (await host.post('/api/games', gamePayload({ name, maxParticipants: 8 }))).body.data.game;
    const guests = Array.from({ length: player ? 2 : 3 }, (_, i) => ({
      isGuest: true,
      guestFirstName: 'Guest',
      guestLastName: `No${i + 1}`,
    }));
    await host.post(`/api/games/${game.id}/participants`, {
      participants: [...(player ? [{ userId: player.user.id, status: 'confirmed' }] : []), ...guests],
      sendEmailInvitations: false,
    });
    const started = await host.post(`/api/tournaments/${game.id}/start`, {});
    expect(started.status).toBeLessThan(300);
    return { host, game, tournamentId: started.body.data.tournament.id as string };
  }

  it('installs: the manifest is linked and valid, the service worker registers and controls the page', async () => {
    const host = await signedIn(server.url, 'host');
    const { page } = await phone();
    await signInAs(page, server, host);
    await controlled(page);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    // Fetched by the page, as the browser's installer does (same origin, the page's cookies).
    const manifest = (await page.evaluate(
      `fetch(${JSON.stringify(href)}).then(async (res) => ({ type: res.headers.get('content-type'), body: await res.json() }))`,
    )) as { type: string; body: Record<string, unknown> };
    expect(manifest.type).toMatch(/application\/manifest\+json/);
    expect(manifest.body).toMatchObject({
      name: 'PokerHome',
      short_name: 'PokerHome',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#064e3b',
    });
    const icons = manifest.body.icons as Array<{ src: string; sizes: string; purpose: string }>;
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const res = await fetch(`${server.url}${icon.src}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.status).toBe(200);
    }

    // The worker script is never cached long (a deploy must reach it), and the CSP allows it.
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-security-policy')).toContain("worker-src 'self'");
    const registration = await page.evaluate(
      'navigator.serviceWorker.ready.then((ready) => ({ scope: ready.scope, script: ready.active?.scriptURL }))',
    );
    expect(registration).toEqual({ scope: `${server.url}/`, script: `${server.url}/sw.js` });
  });

  it('keeps the clock counting offline, shows cached data marked offline, refuses a host action and catches up', async () => {
    const { host, game, tournamentId } = await runningTournament('Offline Night');
    const { context, page } = await phone();
    await signInAs(page, server, host);
    await controlled(page);
    // Visited once under the worker's control: the dashboard's and the tournament's answers are kept.
    await page.reload();
    await page.getByText('Offline Night').first().waitFor();
    await page.goto(`${server.url}/games/${game.id}/tournament`);
    await expect.poll(() => text(page, 'live-status'), { timeout: 15_000 }).toBe('Live');
    expect(await text(page, 'clock-badge')).toBe('RUNNING');

    await context.setOffline(true);
    await expect.poll(() => text(page, 'live-status'), { timeout: 5000 }).toBe('Reconnecting…');
    await page.getByTestId('clock-unconfirmed').waitFor();
    await page
      .getByTestId('offline-banner')
      .getByText(/^Offline/)
      .waitFor();
    // The clock counts on from its last state.
    const before = seconds(await text(page, 'clock-time'));
    await expect
      .poll(async () => seconds(await text(page, 'clock-time')), { timeout: 5000 })
      .toBeLessThan(before - 1);

    // A host action offline is refused with a message, and nothing reached the server.
    await page
      .getByRole('region', { name: 'Clock controls' })
      .getByRole('button', { name: 'Pause', exact: true })
      .click();
    await page
      .getByText(/You're offline: this change was not saved/)
      .first()
      .waitFor();
    const unchanged = await host.get(`/api/tournaments/${tournamentId}`);
    expect(unchanged.body.data.clock.clockState).toBe('running');
    await page.screenshot({ path: `${resultsDir}/offline-tournament-390.png`, fullPage: true });

    // The dashboard, opened offline, shows the cached data marked as offline.
    await page.goto(`${server.url}/dashboard`);
    await page.getByText('Offline Night').first().waitFor();
    const banner = page.getByTestId('offline-banner');
    expect(await banner.textContent()).toMatch(/^Offline — showing data from .+\. Changes can't be saved/);
    await page.screenshot({ path: `${resultsDir}/offline-dashboard-390.png`, fullPage: true });

    // Meanwhile another screen pauses the clock; back online, this one shows it.
    await page.goto(`${server.url}/games/${game.id}/tournament`);
    await page.getByTestId('clock-unconfirmed').waitFor();
    expect((await host.post(`/api/tournaments/${tournamentId}/pause`, { reason: 'Pizza' })).status).toBe(200);
    await context.setOffline(false);
    await expect.poll(() => text(page, 'clock-badge'), { timeout: 20_000 }).toBe('PAUSED');
    await expect.poll(() => text(page, 'live-status'), { timeout: 10_000 }).toBe('Live');
    await page.getByTestId('clock-unconfirmed').waitFor({ state: 'detached' });
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
  });

  it("shows a player's phone reconnecting, with the clock unconfirmed, while its socket is down", async () => {
    const player = await signedIn(server.url, 'participant', { firstName: 'Pat', lastName: 'Player' });
    const { host, game, tournamentId } = await runningTournament('Phone Night', player);
    const { context, page } = await phone();
    await signInAs(page, server, player);
    await page.goto(`${server.url}/games/${game.id}/tournament`);
    await page.getByLabel('Your seat').waitFor();
    await expect.poll(() => text(page, 'live-status'), { timeout: 15_000 }).toBe('Live');
    await page.getByTestId('clock-unconfirmed').waitFor({ state: 'detached' });

    await context.setOffline(true);
    await expect.poll(() => text(page, 'live-status'), { timeout: 5000 }).toBe('Reconnecting…');
    await page.getByTestId('clock-unconfirmed').waitFor();
    expect(await page.getByTestId('clock-unconfirmed').textContent()).toBe(
      'Reconnecting — clock unconfirmed until the connection is back.',
    );
    expect((await host.post(`/api/tournaments/${tournamentId}/pause`, { reason: 'Break' })).status).toBe(200);
    await page.screenshot({ path: `${resultsDir}/offline-phone-reconnecting-390.png`, fullPage: true });

    await context.setOffline(false);
    await expect.poll(() => text(page, 'clock-badge'), { timeout: 20_000 }).toBe('PAUSED');
    await expect.poll(() => text(page, 'live-status'), { timeout: 10_000 }).toBe('Live');
    await page.getByTestId('clock-unconfirmed').waitFor({ state: 'detached' });
  });

  it('notices a socket gone silent (the network dropped without the browser saying so) instead of showing Live', async () => {
    const player = await signedIn(server.url, 'participant', { firstName: 'Sam', lastName: 'Silent' });
    const { host, game, tournamentId } = await runningTournament('Silent Night', player);
    const { page } = await phone();
    // The socket's traffic passes through the test, which can stop passing it both ways: WebSocket
    // messages are dropped and HTTP long-polling requests held, as on a network that went away.
    let silent = false;
    const held: Route[] = [];
    await page.route(/\/socket\.io\//, (route) => {
      if (silent) held.push(route);
      else void route.continue();
    });
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      const toServer = ws.connectToServer();
      ws.onMessage((message) => {
        if (!silent) toServer.send(message);
      });
      toServer.onMessage((message) => {
        if (!silent) ws.send(message);
      });
    });
    await signInAs(page, server, player);
    await page.goto(`${server.url}/games/${game.id}/tournament`);
    await expect.poll(() => text(page, 'live-status'), { timeout: 15_000 }).toBe('Live');

    silent = true;
    expect((await host.post(`/api/tournaments/${tournamentId}/pause`, { reason: 'Break' })).status).toBe(200);
    // Socket.IO alone would wait for its ping timeout (about 45 s), showing Live and RUNNING.
    await page.getByTestId('clock-unconfirmed').waitFor({ timeout: 20_000 });
    // Meanwhile the clock is read over HTTP every second: the pause shows, still unconfirmed.
    await expect.poll(() => text(page, 'clock-badge'), { timeout: 20_000 }).toBe('PAUSED');
    expect(await text(page, 'live-status')).toBe('Reconnecting…');
    await page.screenshot({ path: `${resultsDir}/offline-phone-silent-390.png`, fullPage: true });

    // The network is back: the socket connects again and the clock is confirmed, paused.
    silent = false;
    for (const route of held.splice(0)) void route.abort().catch(() => undefined);
    await expect.poll(() => text(page, 'live-status'), { timeout: 20_000 }).toBe('Live');
    await page.getByTestId('clock-unconfirmed').waitFor({ state: 'detached' });
    expect(await text(page, 'clock-badge')).toBe('PAUSED');
  });
});
