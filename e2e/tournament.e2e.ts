import { describe, expect, it } from 'vitest';
import { signedIn } from '../apps/server/test/fixtures.ts';
import { signInAs } from './support/auth.ts';
import { collectPageErrors, resultsDir, textOf as text } from './support/browser.ts';
import {
  hostedGame,
  numberedGuests,
  onManagePage,
  prizePool,
  startTournament,
  threeLevels,
} from './support/games.ts';
import { useLiveJourney } from './support/journey.ts';

/** Issue 7's journey: the host runs the clock; a player's phone and a signed-out TV follow it live. */
describe('tournament', () => {
  const { server, browser, screen } = useLiveJourney();

  it('follows pause, resume, advance and eliminations live, balances tables and completes', async () => {
    const host = await signedIn(server.url, 'host');
    const player = await signedIn(server.url, 'participant', { firstName: 'Pat', lastName: 'Player' });
    // Ten players: Pat and nine guests, so the seat draw makes two tables of five.
    const { game, added } = await hostedGame(
      host,
      {
        name: 'Clock Night',
        maxParticipants: 12,
        blindStructure: {
          startingChips: 2000,
          levels: threeLevels,
          prizePoolBreakdown: prizePool(70, 30),
        },
      },
      [{ userId: player.user.id, status: 'confirmed' }, ...numberedGuests(9)],
    );
    expect(added.errors).toEqual([]);

    // The host starts it from the manage page.
    const page = browser.page();
    const errors = collectPageErrors(page);
    await onManagePage(page, server, host, game.id);
    await startTournament(page);
    await page.waitForURL(`${server.url}/games/${game.id}/tournament`);
    await page.getByRole('tab', { name: 'Clock' }).waitFor();
    await expect.poll(() => text(page, 'live-status')).toBe('Live');

    // Pat follows on a phone; the TV follows through the display link, signed out.
    const { page: phone } = await screen({ width: 390, height: 844 });
    await signInAs(phone, server, player);
    await phone.goto(`${server.url}/games/${game.id}/tournament`);
    await phone.getByLabel('Your seat').waitFor();
    expect(await text(phone, 'my-table')).toMatch(/^[12]$/);

    await page.getByRole('tab', { name: 'Actions' }).click();
    const displayUrl = new URL(await page.getByLabel('Display link').inputValue());
    const { page: tv } = await screen({ width: 1920, height: 1080 });
    await tv.goto(`${server.url}${displayUrl.pathname}`);
    await tv.getByTestId('clock-time').waitFor();
    // The followers; back on the Clock tab, the host runs the clock from the controls under it.
    const screens = [phone, tv];
    const everywhere = async (testId: string, value: string) => {
      for (const p of screens) await expect.poll(() => text(p, testId), { timeout: 5000 }).toBe(value);
    };
    // The players left: the phone's figure, and the TV's "9 of 10" (each figure once on the TV).
    const playersLeftEverywhere = async (value: string) => {
      await expect.poll(() => text(phone, 'players-remaining'), { timeout: 5000 }).toBe(value);
      await expect
        .poll(async () => (await text(tv, 'tv-players'))?.split(' of ')[0], { timeout: 5000 })
        .toBe(value);
    };
    await everywhere('clock-badge', 'RUNNING');

    await page.getByRole('tab', { name: 'Clock' }).click();
    const controls = page.getByRole('region', { name: 'Clock controls' });
    await controls.getByRole('button', { name: 'Pause' }).click();
    await everywhere('clock-badge', 'PAUSED');
    await page.getByText(/^PAUSED · Live/).waitFor();
    await controls.getByRole('button', { name: 'Resume' }).click();
    await everywhere('clock-badge', 'RUNNING');
    await controls.getByRole('button', { name: 'Next level', exact: true }).click();
    await everywhere('clock-level', 'Level 2');
    await everywhere('clock-blinds', '20 / 40');

    // Two eliminations at one table: 3 against 5, so the server recommends a move.
    await page.getByRole('tab', { name: 'Tables' }).click();
    const tableOne = page.getByRole('region', { name: 'Table 1' });
    // A seat reads "Seat 3", the name, the chips: one line each as rendered.
    const seatLabels = await tableOne.getByRole('button').allInnerTexts();
    const names = seatLabels
      .map((label) =>
        label
          .split('\n')
          .find((line) => /^Guest No\d+$/.test(line.trim()))
          ?.trim(),
      )
      .filter((n): n is string => Boolean(n))
      .slice(0, 2);
    await page.getByRole('tab', { name: 'Players' }).click();
    await page.getByRole('button', { name: `Eliminate ${names[0]}` }).click();
    await playersLeftEverywhere('9');
    await page.getByRole('button', { name: `Eliminate ${names[1]}` }).click();
    await playersLeftEverywhere('8');
    await page.getByRole('tab', { name: 'Tables' }).click();
    await page.getByRole('heading', { name: 'Table balancing' }).waitFor();
    await tv.getByRole('heading', { name: 'Table balancing' }).waitFor();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('heading', { name: 'Table balancing' }).waitFor({ state: 'detached' });
    await tv.getByRole('heading', { name: 'Table balancing' }).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${resultsDir}/tournament-host.png`, fullPage: true });
    await phone.screenshot({ path: `${resultsDir}/tournament-phone.png`, fullPage: true });
    await tv.screenshot({ path: `${resultsDir}/tournament-tv.png` });

    // Down to one player: the tournament completes and its results show.
    await page.getByRole('tab', { name: 'Players' }).click();
    for (let left = 8; left > 1; left--) {
      const eliminate = page.getByRole('button', { name: /^Eliminate (?!Pat)/ }).first();
      await eliminate.click();
      if (left > 2) await playersLeftEverywhere(String(left - 1));
    }
    await page.getByRole('heading', { name: 'Final results' }).waitFor();
    await phone.getByRole('heading', { name: 'Final results' }).waitFor();
    await page.getByRole('link', { name: "View the game's results" }).click();
    await page.waitForURL(`${server.url}/games/${game.id}/results`);
    await page.getByText('Pat Player').first().waitFor();
    expect(errors).toEqual([]);
  });
});
