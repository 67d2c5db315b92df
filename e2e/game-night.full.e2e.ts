import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../apps/server/test/fixtures.ts';
import { signInAs } from './support/auth.ts';
import { collectPageErrors, resultsDir, textOf as text } from './support/browser.ts';
import { dollarBuyIn, hostedGame, numberedGuests, prizePool, threeLevels } from './support/games.ts';
import { useLiveJourney } from './support/journey.ts';

/** The page's getComputedStyle (the e2e project is typed without the DOM library). */
type Styles = {
  getComputedStyle(el: unknown): { fontSize: string; backgroundColor: string; color: string };
};
// A long name with a long unbroken word: the dashboard must not overflow a 390 px phone.
const longName = 'Extraordinarily-Long-Friday-Night-Deepstack Championship Main Event of the Season';

/**
 * Issue 18's game night: the host runs the tournament from the clock view on a 390 px phone without
 * opening another tab (pause, level, eliminate with the buster, rebuy, undo); a TV at 1920x1080
 * (and 1280x720) and a player's phone follow it; the TV speaks; the results page is live.
 */
describe('game night', () => {
  const { server, browser, screen } = useLiveJourney();
  const fontPx = (page: Page, testId: string) =>
    page
      .getByTestId(testId)
      .first()
      .evaluate((el) => Number.parseFloat((globalThis as never as Styles).getComputedStyle(el).fontSize));
  const overflows = (page: Page) =>
    page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth');

  it('runs the night from the clock view on a phone; the TV and a player follow', async () => {
    const host = await signedIn(server.url, 'host');
    const player = await signedIn(server.url, 'participant', { firstName: 'Pat', lastName: 'Player' });
    const { game } = await hostedGame(
      host,
      {
        name: longName,
        maxParticipants: 8,
        buyIn: dollarBuyIn(20, {}, { rebuy: { allowed: true, untilLevel: 3 } }),
        blindStructure: {
          startingChips: 2000,
          levels: threeLevels,
          prizePoolBreakdown: prizePool(100),
        },
      },
      [{ userId: player.user.id, status: 'confirmed' }, ...numberedGuests(3)],
    );
    const started = await host.post(`/api/tournaments/${game.id}/start`, {});
    expect(started.status).toBe(201);
    const { tournament } = started.body.data;
    expect(
      (await host.post(`/api/games/${game.id}/ledger/entries`, { userId: player.user.id, kind: 'buy_in' }))
        .status,
    ).toBe(201);

    // The host's phone: the dashboard lists the running game as Live, without overflowing.
    const phoneHost = browser.page();
    await phoneHost.setViewportSize({ width: 390, height: 844 });
    const errors = collectPageErrors(phoneHost);
    await signInAs(phoneHost, server, host);
    await phoneHost.getByText(longName).first().waitFor();
    await phoneHost.getByTestId('live-badge').first().waitFor();
    expect(await overflows(phoneHost)).toBe(false);
    await phoneHost.screenshot({ path: `${resultsDir}/game-night-dashboard-390.png`, fullPage: true });
    await phoneHost.goto(`${server.url}/games`);
    await phoneHost.getByTestId('live-badge').first().waitFor();

    await phoneHost.goto(`${server.url}/games/${game.id}/tournament`);
    await expect.poll(() => text(phoneHost, 'live-status')).toBe('Live');

    // Pat's phone and the TV (signed out, through the display link), which records what it says.
    const { page: pat } = await screen({ width: 390, height: 844 });
    await signInAs(pat, server, player);
    await pat.goto(`${server.url}/games/${game.id}/tournament`);
    await pat.getByLabel('Your seat').waitFor();
    const { page: tv } = await screen({ width: 1920, height: 1080 });
    await tv.addInitScript(`
      window.spoken = [];
      Object.defineProperty(window, 'speechSynthesis', {
        value: { speak: (u) => window.spoken.push(u.text), cancel: () => undefined },
      });
      window.SpeechSynthesisUtterance = function (text) { this.text = text; };
    `);
    await tv.goto(`${server.url}${new URL(tournament.displayUrl).pathname}`);
    await tv.getByTestId('clock-time').waitFor();
    const spoken = () => tv.evaluate<string>("window.spoken.join(' | ')");
    await expect.poll(() => text(tv, 'tv-players')).toBe('4 of 4');

    const controls = phoneHost.getByRole('region', { name: 'Clock controls' });
    // Everything is on the clock view: the clock stays on screen while the host acts.
    await controls.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => text(tv, 'clock-badge')).toBe('PAUSED');
    await expect.poll(() => text(pat, 'clock-badge')).toBe('PAUSED');
    // The pause reason is read across a room, not at 14 px.
    expect(await fontPx(tv, 'pause-reason')).toBeGreaterThanOrEqual(40);
    await controls.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => text(tv, 'clock-badge')).toBe('RUNNING');
    await controls.getByRole('button', { name: 'Next level', exact: true }).click();
    await expect.poll(() => text(tv, 'clock-level')).toBe('Level 2');
    await expect.poll(spoken).toContain('Level 2. Blinds 20 / 40.');

    // Guest No1 busted by Pat: the knockout feed on Pat's phone and the TV, said aloud.
    await controls.getByLabel('Busted player').selectOption({ label: 'Guest No1' });
    await controls.getByLabel('Busted by').selectOption({ label: 'Pat Player' });
    await controls.getByRole('button', { name: 'Eliminate', exact: true }).click();
    await expect.poll(() => text(pat, 'knockout-feed')).toContain('Guest No1 knocked out by Pat Player');
    await expect.poll(() => text(tv, 'knockout-feed')).toContain('Guest No1 knocked out by Pat Player');
    await expect.poll(spoken).toContain('Guest No1 is out in place 4, knocked out by Pat Player.');
    await expect.poll(() => text(tv, 'tv-players')).toBe('3 of 4');

    // A rebuy for Pat grows the stack on Pat's phone; Undo takes it back, then the elimination.
    const stackBefore = await text(pat, 'my-stack');
    await controls.getByLabel('Player for a rebuy or add-on').selectOption({ label: 'Pat Player' });
    await controls.getByRole('button', { name: 'Rebuy' }).click();
    await expect.poll(() => text(pat, 'my-stack')).not.toBe(stackBefore);
    await controls.getByRole('button', { name: 'Undo: Rebuy for Pat Player' }).click();
    await expect.poll(() => text(pat, 'my-stack')).toBe(stackBefore);
    await controls.getByRole('button', { name: 'Undo: Guest No1 eliminated' }).click();
    await expect.poll(() => text(tv, 'tv-players')).toBe('4 of 4');

    await phoneHost.screenshot({ path: `${resultsDir}/game-night-host-390.png`, fullPage: true });
    await pat.screenshot({ path: `${resultsDir}/game-night-player-390.png`, fullPage: true });
    await tv.screenshot({ path: `${resultsDir}/game-night-tv-1920.png` });
    await tv.setViewportSize({ width: 1280, height: 720 });
    await tv.screenshot({ path: `${resultsDir}/game-night-tv-1280.png` });
    expect(await overflows(tv)).toBe(false);

    // Display mode on the host's screen: "Exit Display Mode" is a solid button, not white on white.
    await phoneHost.getByRole('button', { name: 'Display Mode' }).click();
    const exit = phoneHost.getByRole('button', { name: 'Exit Display Mode' });
    const colours = await exit.evaluate((el) => {
      const s = (globalThis as never as Styles).getComputedStyle(el);
      return { background: s.backgroundColor, colour: s.color };
    });
    expect(colours.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(colours.background).not.toBe(colours.colour);
    await exit.click();

    // The host has looked at the money (the ledger is cached), then plays it to the end.
    await phoneHost.getByRole('tab', { name: 'Finance' }).click();
    await phoneHost.getByRole('tab', { name: 'Clock' }).click();
    for (const name of ['Guest No1', 'Guest No2', 'Guest No3']) {
      await controls.getByLabel('Busted player').selectOption({ label: name });
      await controls.getByRole('button', { name: 'Eliminate', exact: true }).click();
      // The last knockout finishes it: the TV turns to the results.
      if (name !== 'Guest No3') await expect.poll(() => text(tv, 'knockout-feed')).toContain(name);
    }
    await phoneHost.getByRole('heading', { name: 'Final results' }).waitFor();
    await expect.poll(() => text(pat, 'my-finish')).toMatch(/You finished #1: you won/);
    // The TV's results are read across the room: 30 px at 1080 lines, scaled with the screen (20 at 720).
    await tv.getByTestId('final-results').waitFor();
    expect(await fontPx(tv, 'final-results')).toBeGreaterThanOrEqual(20);
    await tv.screenshot({ path: `${resultsDir}/game-night-tv-results-1280.png` });
    // The results page right after the last elimination shows the finished tournament.
    await phoneHost.getByRole('link', { name: "View the game's results" }).click();
    await phoneHost.waitForURL(`${server.url}/games/${game.id}/results`);
    await phoneHost.getByRole('table', { name: 'Results' }).waitFor();
    expect(await phoneHost.getByText('The tournament is still running').count()).toBe(0);
    await phoneHost.screenshot({ path: `${resultsDir}/game-night-results-390.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
