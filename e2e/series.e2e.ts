import { describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../apps/server/test/fixtures.ts';
import { signInAs } from './support/auth.ts';
import { collectPageErrors, seen, useBrowserPage } from './support/browser.ts';
import { hostedGame, onManagePage, shootBoth } from './support/games.ts';
import { useTestServer } from './support/server.ts';

/** Recurring games in a real browser (docs/reach.md, "Series"), with screenshots at 390 and 1280 px. */
describe('recurring games', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  it('an organizer makes a game weekly, skips a date, edits future games and cancels the series', async () => {
    const host = await signedIn(server.url, 'organizer', { firstName: 'Rita', lastName: 'Regular' });
    await host.patch('/api/auth/profile', { timeZone: 'America/New_York' });
    const player = await signedIn(server.url, 'participant', { firstName: 'Pat', lastName: 'Player' });
    const { game } = await hostedGame(
      host,
      { name: 'Thursday Stack', scheduledDate: new Date(Date.now() + 7 * 86_400_000).toISOString() },
      [{ userId: player.user.id }],
    );

    const page = browser.page();
    const errors = collectPageErrors(page);
    await signInAs(page, server, host);
    await page.goto(`${server.url}/games`);
    await page.getByRole('link', { name: 'Recurring' }).click();
    await seen(page, /No recurring games yet/);

    await page.goto(`${server.url}/games/${game.id}/manage`);
    await page.getByRole('link', { name: 'Make Recurring' }).click();
    await seen(page, /this game is the first of the series/);
    await page.getByLabel('Number of games').fill('6');
    // The game's player is a regular by default.
    expect(await page.getByLabel('Pat Player').isChecked()).toBe(true);
    await shootBoth(page, 'series-new');
    await page.getByRole('button', { name: 'Create Recurring Game' }).click();
    await page.waitForURL(/\/series\/[0-9a-f-]+$/);
    await seen(page, 'Upcoming games');
    expect(await page.getByText('Scheduled', { exact: true }).count()).toBe(4);
    expect(await page.getByText('Planned', { exact: true }).count()).toBe(2);
    await shootBoth(page, 'series-detail');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Skip the second date: it asks first.
    await page
      .getByRole('button', { name: /^Skip / })
      .nth(1)
      .click();
    await seen(page, 'Skip this date?');
    await page.getByRole('button', { name: 'Skip Date' }).click();
    await seen(page, 'Skipped');
    expect(await page.getByText('Scheduled', { exact: true }).count()).toBe(3);

    // Edit all future games: a new start time.
    await page.getByLabel(/Start time/).fill('20:15');
    await page.getByRole('button', { name: 'Update Future Games' }).click();
    await seen(page, 'All future games updated');
    await seen(page, /at 20:15/);

    // The manage page of a game in the series links back to it.
    await page.getByRole('link', { name: 'Edit This Game' }).first().click();
    await seen(page, /Part of a recurring game/);
    await page.getByRole('link', { name: 'View series' }).click();

    await page.getByRole('button', { name: 'Cancel Series' }).click();
    await seen(page, 'Cancel this recurring game?');
    await shootBoth(page, 'series-cancel-dialog');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Series' }).click();
    await seen(page, 'Series cancelled');
    expect(await page.getByText('Scheduled', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a host without the capability sees no recurring control, and the upgrade screen instead', async () => {
    const host = await signedIn(server.url, 'host');
    const game = (await host.post('/api/games', gamePayload())).body.data.game;
    const page = browser.page();
    await onManagePage(page, server, host, game.id);
    await seen(page, 'Participants');
    expect(await page.getByRole('link', { name: 'Make Recurring' }).count()).toBe(0);
    await page.goto(`${server.url}/games`);
    await seen(page, 'Games');
    expect(await page.getByRole('link', { name: 'Recurring' }).count()).toBe(0);
    await page.goto(`${server.url}/series`);
    await seen(page, 'Upgrade to Organizer');
  });
});
