import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../apps/server/test/fixtures.ts';
import { startTestServer } from '../apps/server/test/harness.ts';
import { signInAs } from './support/auth.ts';
import { asSignedOutPhone, collectPageErrors, resultsDir, useBrowserPage } from './support/browser.ts';
import { shootBoth, startTournament } from './support/games.ts';

/**
 * Issue 14's journey: an organizer builds a league and a season in the browser, attaches two
 * tournaments and runs them to the end, reads the standings and a player's page, shares the table,
 * tries another scoring in the sandbox and switches to it; a player then sees their rank on the
 * dashboard. Screenshots at 1280 and 390 px go to e2e/test-results/leagues-*.png.
 *
 * Finishes (4 entrants, linear = 5 − finish): night 1 Pat, Ann, Bo, Cy; night 2 Bo, Ann, Cy, Pat.
 * Linear totals Ann 6, Bo 6, Pat 5, Cy 3: Bo leads Ann on wins. Fixed table 10-7-5-3 counting the
 * best 1 event: Bo 10, Pat 10, Ann 7, Cy 5: Bo leads Pat on name, Pat moves up, Ann down.
 */
describe('leagues', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let organizer: Awaited<ReturnType<typeof signedIn>>;
  let player: Awaited<ReturnType<typeof signedIn>>;
  const gameIds: string[] = [];
  let seasonUrl = '';
  const browser = useBrowserPage();

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await signedIn(server.url, 'organizer', { firstName: 'Olga', lastName: 'Organizer' });
    player = await signedIn(server.url, 'participant', { firstName: 'Pat', lastName: 'Parker' });
    for (const night of [1, 2]) {
      const game = (
        await organizer.post(
          '/api/games',
          gamePayload({
            name: `League Night ${night}`,
            scheduledDate: new Date(Date.now() + night * 60 * 60_000).toISOString(),
          }),
        )
      ).body.data.game;
      const added = await organizer.post(`/api/games/${game.id}/participants`, {
        participants: [
          { userId: player.user.id, status: 'confirmed' },
          ...['Ann', 'Bo', 'Cy'].map((first) => ({
            isGuest: true,
            guestFirstName: first,
            guestLastName: 'Guest',
          })),
        ],
        sendEmailInvitations: false,
      });
      expect(added.body.data.errors).toEqual([]);
      gameIds.push(game.id);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  const rowNames = (page: Page, region: string) =>
    page
      .getByRole('region', { name: region })
      .getByRole('rowheader')
      .evaluateAll((cells) => cells.map((c) => (c.firstChild?.textContent ?? '').trim()));

  /** Eliminates in order; `knockouts` names who knocked a player out (the tournament's "eliminated by"). */
  async function runTournament(
    page: Page,
    gameId: string,
    eliminationOrder: string[],
    knockouts: Record<string, string> = {},
  ) {
    await page.goto(`${server.url}/games/${gameId}/manage`);
    await startTournament(page);
    await page.waitForURL(`${server.url}/games/${gameId}/tournament`);
    await page.getByRole('tab', { name: 'Players' }).click();
    for (const name of eliminationOrder) {
      const button = page.getByRole('button', { name: `Eliminate ${name}`, exact: true });
      const by = knockouts[name];
      if (by) await page.getByLabel(`Eliminated by (${name})`).selectOption({ label: by });
      await button.click();
      await button.waitFor({ state: 'detached' });
    }
    await page.getByRole('heading', { name: 'Final results' }).waitFor();
  }

  it('builds a league and a season, adds members and attaches two tournaments', async () => {
    const page = browser.page();
    const errors = collectPageErrors(page);
    await signInAs(page, server, organizer);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leagues' }).click();
    await page.getByText('No leagues yet').waitFor();
    await page.getByRole('link', { name: 'New league' }).click();
    await page.getByLabel('League name').fill('Thursday League');
    await page.getByLabel('Description').fill('Every other Thursday at Olga’s.');
    await page.getByRole('button', { name: 'Create league' }).click();
    await page.getByRole('heading', { name: 'Thursday League' }).waitFor();

    // Members: Pat through the user search, Ann as a guest (she has no account yet).
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Search users').fill('Pat Par');
    await dialog.getByRole('button', { name: /Pat Parker/ }).click();
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await page.getByRole('list', { name: 'Members' }).getByText('Pat Parker').waitFor();
    await page.getByRole('button', { name: 'Add member' }).click();
    await dialog.getByText('Guest', { exact: true }).click();
    await dialog.getByLabel('Guest name').fill('Ann Guest');
    await dialog.getByLabel('Guest e-mail').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await dialog.getByText('Enter a valid e-mail address').waitFor();
    await dialog.getByLabel('Guest e-mail').fill('ann.guest@example.com');
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await page.getByRole('list', { name: 'Members' }).getByText('ann.guest@example.com').waitFor();
    await shootBoth(page, 'leagues-members');
    // The members' toasts sit over the header's New season on a wide screen, and a pointer over one
    // holds it: the user waits for them to go, as this does.
    await page.getByText('Ann Guest joined the league').waitFor({ state: 'detached' });

    // A season with the default scoring: linear points, every event counts.
    await page.getByRole('link', { name: 'New season' }).click();
    await page.getByLabel('Season name').fill('Autumn');
    await page.getByRole('radio', { name: /Linear/ }).check();
    await page.getByLabel('Best N events').fill('0');
    await page.getByRole('button', { name: 'Create season' }).click();
    await page.getByText('Best N must be a whole number of at least 1, or empty for all events').waitFor();
    await page.getByLabel('Best N events').fill('');
    await shootBoth(page, 'leagues-season-form');
    await page.getByRole('button', { name: 'Create season' }).click();
    await page.waitForURL(/\/seasons\/[0-9a-f-]+$/);
    seasonUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Autumn' }).waitFor();

    await page.getByRole('tab', { name: 'Games' }).click();
    for (const id of gameIds) {
      await page.getByLabel('Add a tournament').selectOption(id);
      await page.getByRole('button', { name: 'Add to season' }).click();
      await expect
        .poll(() => page.getByRole('list', { name: 'Season games' }).getByRole('listitem').count())
        .toBe(gameIds.indexOf(id) + 1);
    }
    expect(await page.getByText('Not played yet').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('runs both tournaments to the end and reads the standings and a player page', async () => {
    const page = browser.page();
    const errors = collectPageErrors(page);
    await signInAs(page, server, organizer);
    await runTournament(page, gameIds[0]!, ['Cy Guest', 'Bo Guest', 'Ann Guest'], { 'Cy Guest': 'Bo Guest' });
    await runTournament(page, gameIds[1]!, ['Pat Parker', 'Cy Guest', 'Ann Guest']);

    await page.goto(`${server.url}${seasonUrl}`);
    const table = page.getByRole('region', { name: 'Standings' });
    await table.waitFor();
    expect(await rowNames(page, 'Standings')).toEqual(['Bo Guest', 'Ann Guest', 'Pat Parker', 'Cy Guest']);
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    const cells = (name: string) => row(name).getByRole('cell').allTextContents();
    // Rank, events, points, wins, final tables, ITM, knockouts, net, movement.
    expect((await cells('Bo Guest')).slice(0, 3)).toEqual(['1', '2', '6']);
    expect((await cells('Bo Guest'))[6]).toBe('1');
    expect((await cells('Pat Parker')).slice(0, 4)).toEqual(['3', '2', '5', '1']);
    expect(await row('Bo Guest').textContent()).toContain('up 2 places');
    expect(await row('Pat Parker').textContent()).toContain('down 2 places');
    await page
      .getByTestId('last-recomputed')
      .getByText(/Last recomputed/)
      .waitFor();
    const awards = page.getByRole('list', { name: 'Season awards' });
    expect(await awards.getByRole('listitem').allTextContents()).toEqual([
      // Mid-season: the first in the table leads; Champion only once the season is over.
      expect.stringContaining('LeaderBo Guest'),
      expect.stringContaining('Most knockoutsBo Guest'),
      expect.stringContaining('Most improvedBo Guest'),
    ]);
    await shootBoth(page, 'leagues-standings');

    // The CSV carries the same table.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = path.join(resultsDir, 'leagues-standings.csv');
    await download.saveAs(csv);
    const text = await readFile(csv, 'utf8');
    for (const name of ['Bo Guest', 'Ann Guest', 'Pat Parker', 'Cy Guest']) expect(text).toContain(name);

    await row('Pat Parker').getByRole('link', { name: 'Pat Parker' }).click();
    await page.getByRole('heading', { name: 'Pat Parker' }).waitFor();
    await page.getByRole('img', { name: /Finishes over time: 1st of 4, 4th of 4/ }).waitFor();
    await page.getByRole('region', { name: 'Head-to-head' }).getByText('Ann Guest').waitFor();
    await shootBoth(page, 'leagues-player');
    expect(errors).toEqual([]);
  });

  it('shares the table signed out, on a phone and a TV, until the link is revoked', async () => {
    const page = browser.page();
    await signInAs(page, server, organizer);
    await page.goto(`${server.url}${seasonUrl}`);
    await page.getByRole('tab', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Create public link' }).click();
    const link = new URL(await page.getByLabel('Standings link').inputValue());
    expect(link.pathname).toMatch(/^\/standings\//);

    await asSignedOutPhone(browser, async (phone) => {
      const errors = collectPageErrors(phone);
      await phone.goto(`${server.url}${link.pathname}`);
      await phone.getByRole('heading', { name: 'Autumn standings' }).waitFor();
      expect(await rowNames(phone, 'Standings')).toEqual(['Bo Guest', 'Ann Guest', 'Pat Parker', 'Cy Guest']);
      expect(await phone.getByRole('columnheader', { name: 'Net' }).count()).toBe(0);
      await phone.screenshot({ path: path.join(resultsDir, 'leagues-public-390.png'), fullPage: true });
      await phone.setViewportSize({ width: 1920, height: 1080 });
      await phone.screenshot({ path: path.join(resultsDir, 'leagues-public-tv.png') });

      await page.getByRole('button', { name: 'Revoke link' }).click();
      await page.getByRole('button', { name: 'Create public link' }).waitFor();
      await phone.reload();
      await phone.getByText('This standings link is no longer valid').waitFor();
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    });
  });

  it('compares another scoring in the sandbox, switches to it, and the player sees their rank', async () => {
    const page = browser.page();
    const errors = collectPageErrors(page);
    await signInAs(page, server, organizer);
    await page.goto(`${server.url}${seasonUrl}`);
    await page.getByRole('link', { name: 'Formula sandbox' }).click();
    await page.getByRole('heading', { name: 'Formula sandbox' }).waitFor();
    await page.getByRole('radio', { name: /Fixed table by position/ }).check();
    await page.getByLabel('Points by position').fill('10, 7, 5, 3');
    await page.getByLabel('Best N events').fill('1');
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.getByText('2 players change place under this scoring.').waitFor();
    expect(await rowNames(page, 'Proposed table')).toEqual([
      'Bo Guest',
      'Pat Parker',
      'Ann Guest',
      'Cy Guest',
    ]);
    const proposed = page.getByRole('region', { name: 'Proposed table' });
    expect(await proposed.locator('tr[data-moved="up"]').textContent()).toContain('Pat Parker');
    expect(await proposed.locator('tr[data-moved="down"]').textContent()).toContain('Ann Guest');
    await shootBoth(page, 'leagues-sandbox');

    await page.getByRole('button', { name: 'Switch to this scoring' }).click();
    await page.waitForURL(`${server.url}${seasonUrl}`);
    await expect
      .poll(() => rowNames(page, 'Standings'))
      .toEqual(['Bo Guest', 'Pat Parker', 'Ann Guest', 'Cy Guest']);
    await page.getByText('Fixed table by position (10, 7, 5, 3)').waitFor();
    expect(errors).toEqual([]);

    // Pat, a plain player, reads their rank on the dashboard.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/(landing|login)/);
    await signInAs(page, server, player);
    const card = page.getByRole('region', { name: 'Leagues' });
    await card.waitFor();
    expect(await card.getByTestId('my-rank').textContent()).toBe('2nd');
    await card.getByText('Thursday League · Autumn').first().waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leagues' }).count(),
    ).toBe(0);
    await shootBoth(page, 'leagues-dashboard');
  });
});
