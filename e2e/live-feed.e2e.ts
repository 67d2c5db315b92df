import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../apps/server/test/fixtures.ts';
import { collectPageErrors, phoneViewport, resultsDir } from './support/browser.ts';
import { useLiveJourney } from './support/journey.ts';

type Person = Awaited<ReturnType<typeof signedIn>>;

/**
 * Issue 29's journey: every screen family follows other people's changes live (docs/live-feed.md).
 * One screen is open in a browser; the change is made by someone else (another browser, or another
 * device's API call); the screen shows it without a reload. Phone (390 px) and desktop (1280 px)
 * screens alternate. "Without a reload": a mark set on the page before the change is still there
 * after it. Nothing on these screens polls, so only the feed can have brought the change; the wait
 * allows for a slow machine (the figures of the delay are in docs/performance.md, "Live feed").
 */
describe('live feed', () => {
  const { server, browser, screen } = useLiveJourney();
  const seenWithin = 20_000;

  /** A screen signed in as `who` (their session cookies), at this size. */
  async function screenOf(
    who: Person,
    viewport: { width: number; height: number },
    context?: BrowserContext,
  ) {
    const ctx = context ?? (await screen(viewport)).context;
    await ctx.addCookies([...who.cookies].map(([name, value]) => ({ name, value, url: server.url })));
    const page = context ? browser.page() : (ctx.pages()[0] ?? (await ctx.newPage()));
    await page.setViewportSize(viewport);
    return page;
  }
  /** Opens the page and marks it: a reload would lose the mark. */
  async function open(page: Page, route: string, ready: string | RegExp) {
    await page.goto(`${server.url}${route}`);
    await page.getByText(ready).first().waitFor();
    await page.evaluate(() => {
      (globalThis as unknown as { liveMark: boolean }).liveMark = true;
    });
  }
  const notReloaded = (page: Page) =>
    page.evaluate(() => (globalThis as unknown as { liveMark?: boolean }).liveMark === true);
  const shows = (page: Page, text: string | RegExp) =>
    page.getByText(text).first().waitFor({ timeout: seenWithin });
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(resultsDir, `live-feed-${name}.png`), fullPage: true });

  it('manage game and join page: an RSVP on a phone shows on the manage page, the confirmation on the phone', async () => {
    const host = await signedIn(server.url, 'host', { firstName: 'Hana', lastName: 'Host' });
    const player = await signedIn(server.url, 'participant', { firstName: 'Pia', lastName: 'Player' });
    const game = (await host.post('/api/games', gamePayload({ name: 'Live RSVP Night' }))).body.data.game;
    await host.post(`/api/games/${game.id}/participants`, {
      participants: [{ userId: player.user.id }],
      sendEmailInvitations: false,
    });
    const manage = await screenOf(host, { width: 1280, height: 800 }, browser.context());
    const errors = collectPageErrors(manage);
    await open(manage, `/games/${game.id}/manage`, 'Pia Player');
    const phone = await screenOf(player, phoneViewport);
    await open(phone, `/games/${game.id}/join`, 'Live RSVP Night');

    await phone.getByRole('button', { name: 'Join Game' }).click();
    await expect
      .poll(() => manage.getByTestId('count-accepted').textContent(), { timeout: seenWithin })
      .toBe('1 Accepted');
    await manage.getByRole('button', { name: /Confirm all accepted/ }).click();
    await shows(phone, '1/10 · 9 spots remaining');
    expect(await notReloaded(manage)).toBe(true);
    expect(await notReloaded(phone)).toBe(true);
    await shot(manage, 'manage-1280');
    await shot(phone, 'join-390');
    expect(errors).toEqual([]);
  });

  it('dashboard and games list: a game made on another device shows on both', async () => {
    const host = await signedIn(server.url, 'host');
    const list = await screenOf(host, { width: 1280, height: 800 }, browser.context());
    await open(list, '/games', 'No upcoming games');
    const dashboard = await screenOf(host, phoneViewport);
    await open(dashboard, '/dashboard', 'No upcoming games');
    await host.post('/api/games', gamePayload({ name: 'Made Elsewhere Night' }));
    await shows(list, 'Made Elsewhere Night');
    await shows(dashboard, 'Made Elsewhere Night');
    expect(await notReloaded(list)).toBe(true);
    expect(await notReloaded(dashboard)).toBe(true);
    await shot(dashboard, 'dashboard-390');
  });

  it('players page and ledger: a contact and a second device of the host recording an entry', async () => {
    const host = await signedIn(server.url, 'host');
    const friend = await signedIn(server.url, 'participant', { firstName: 'Fern', lastName: 'Friend' });
    const game = (await host.post('/api/games', gamePayload({ name: 'Ledger Live' }))).body.data.game;
    await host.post(`/api/games/${game.id}/participants`, {
      participants: [{ userId: friend.user.id, status: 'confirmed' }],
      sendEmailInvitations: false,
    });
    const players = await screenOf(host, { width: 1280, height: 800 }, browser.context());
    await open(players, '/players?tab=contacts', 'No contacts found');
    const ledger = await screenOf(host, phoneViewport);
    await open(ledger, `/games/${game.id}/manage`, 'Ledger Live');
    await ledger.getByRole('tab', { name: 'Ledger' }).click();
    await ledger.getByLabel('Player', { exact: true }).waitFor();

    expect((await host.post('/api/users/contacts', { userId: friend.user.id })).status).toBe(201);
    await shows(players, 'Fern Friend');
    const entry = await host.post(`/api/games/${game.id}/ledger/entries`, {
      userId: friend.user.id,
      kind: 'buy_in',
      amountCents: 2_000,
    });
    expect(entry.status).toBe(201);
    await ledger
      .getByRole('list', { name: 'Ledger entries' })
      .getByText('Fern Friend')
      .waitFor({ timeout: seenWithin });
    expect(await notReloaded(players)).toBe(true);
    expect(await notReloaded(ledger)).toBe(true);
    await shot(ledger, 'ledger-390');
  });

  it('league, season, series and templates follow changes made elsewhere', async () => {
    const organizer = await signedIn(server.url, 'organizer');
    const league = (await organizer.post('/api/leagues', { name: 'Live League' })).body.data.league;
    const season = (
      await organizer.post(`/api/leagues/${league.id}/seasons`, {
        name: 'Live Season',
        startsOn: '2026-01-01',
        endsOn: '2030-12-31',
        scoring: { formula: 'linear', attendanceBonus: 1, knockoutBonus: 1, bountyBonus: 2 },
      })
    ).body.data.season;
    const night = (await organizer.post('/api/games', gamePayload({ name: 'Season Night Live' }))).body.data
      .game;
    const series = (
      await organizer.post('/api/series', { gameId: night.id, frequency: 'weekly', count: 4, regularIds: [] })
    ).body.data.series;

    const leaguePage = await screenOf(organizer, { width: 1280, height: 800 }, browser.context());
    await open(leaguePage, `/leagues/${league.id}`, 'Live League');
    const seasonPage = await screenOf(organizer, phoneViewport);
    await open(seasonPage, `/seasons/${season.id}`, 'Live Season');
    await seasonPage.getByRole('tab', { name: 'Games' }).click();
    await seasonPage.getByText('No games yet.').waitFor();
    const seriesPage = await screenOf(organizer, phoneViewport);
    await open(seriesPage, `/series/${series.id}`, 'Scheduled');
    const templates = await screenOf(organizer, { width: 1280, height: 800 });
    await open(templates, '/templates', 'Create Your First Template');

    expect((await organizer.put(`/api/leagues/${league.id}`, { name: 'Live League Renamed' })).status).toBe(
      200,
    );
    await shows(leaguePage, 'Live League Renamed');
    expect((await organizer.post(`/api/seasons/${season.id}/games`, { gameId: night.id })).status).toBe(201);
    await seasonPage
      .getByRole('list', { name: 'Season games' })
      .getByText('Season Night Live')
      .waitFor({ timeout: seenWithin });
    const second = series.occurrences[1].date as string;
    expect((await organizer.post(`/api/series/${series.id}/occurrences/${second}/skip`)).status).toBe(200);
    await shows(seriesPage, 'Skipped');
    const { scheduledDate: _d, ...model } = gamePayload({ name: 'Template Made Elsewhere' });
    expect((await organizer.post('/api/templates', { ...model, isPublic: false })).status).toBe(201);
    await shows(templates, 'Template Made Elsewhere');
    for (const page of [leaguePage, seasonPage, seriesPage, templates])
      expect(await notReloaded(page)).toBe(true);
    await shot(seasonPage, 'season-390');
    await shot(templates, 'templates-1280');
  });

  it('says so while the live connection is down, and reads again when it is back', async () => {
    const host = await signedIn(server.url, 'host');
    const page = await screenOf(host, phoneViewport, browser.context());
    await open(page, '/games', 'No upcoming games');
    // The server's sockets are closed as a network drop would (no goodbye): the page retries.
    const close = () => {
      const io = (server.app as unknown as { io: import('socket.io').Server }).io;
      for (const socket of io.of('/live').sockets.values()) socket.conn.close();
    };
    close();
    await page.getByTestId('live-status-banner').waitFor({ timeout: seenWithin });
    await shot(page, 'down-390');
    await host.post('/api/games', gamePayload({ name: 'Made While Down' }));
    await shows(page, 'Made While Down');
    await page.getByTestId('live-status-banner').waitFor({ state: 'detached', timeout: seenWithin });
    expect(await notReloaded(page)).toBe(true);
  });
});
