import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../apps/server/test/fixtures.ts';
import { signInAs } from './support/auth.ts';
import { collectPageErrors, resultsDir } from './support/browser.ts';
import { allPaid, hostedGame, openNightBuyIn, prizePool, startTournament } from './support/games.ts';
import { useLiveJourney } from './support/journey.ts';

const phone = { width: 390, height: 844 };
const guests = Array.from({ length: 10 }, (_, i) => `Guest No${i + 1}`);

/**
 * Issue 18's browser acceptance: the host runs a 12-player tournament (11 at the start, one late
 * entry) from the clock view on a 390 px phone, never leaving the Clock tab: start, pause with a
 * reason, resume, next and previous level, add time, a break, undo, eliminations with who busted
 * whom, a rebuy and an add-on, down to a winner. The TV at 1920x1080 and a player's phone show the
 * host's level, players left of entrants, prize pool and average stack after each step, and the
 * knockouts; the player's phone, offline, says it is reconnecting with the clock unconfirmed.
 */
describe('the night from the phone', () => {
  const { server, browser, screen } = useLiveJourney();

  const text = async (page: Page, testId: string) =>
    ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
  const overflows = (page: Page) =>
    page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth');
  const seconds = (clock: string) =>
    clock
      .split(':')
      .map(Number)
      .reduce((total, part) => total * 60 + part, 0);
  const shoot = (page: Page, name: string, fullPage = true) =>
    page.screenshot({ path: `${resultsDir}/night-phone-${name}.png`, fullPage });

  /** The four figures each screen shows, by its test ids: level, players left of entrants, pool, average. */
  const phoneIds = ['clock-level', 'players-left', 'prize-pool', 'average-stack'];
  const tvIds = ['clock-level', 'tv-players', 'tv-pool', 'tv-average'];
  const figures = async (page: Page, ids: string[]) => Promise.all(ids.map((id) => text(page, id)));

  it('runs a 12-player night from the clock view on a 390 px phone; the TV and a player follow', async () => {
    const host = await signedIn(server.url, 'host', { firstName: 'Hana', lastName: 'Host' });
    const player = await signedIn(server.url, 'participant', { firstName: 'Pat', lastName: 'Player' });
    const { game, added } = await hostedGame(
      host,
      {
        name: 'Phone Night',
        maxParticipants: 14,
        buyIn: openNightBuyIn({ addOn: { allowed: true, price: 10, chips: 3000, untilLevel: 3 } }),
        blindStructure: {
          startingChips: 2000,
          levels: [1, 2, 3, 4, 5].map((level) => ({
            level,
            smallBlind: 10 * level,
            bigBlind: 20 * level,
            duration: 20,
          })),
          prizePoolBreakdown: prizePool(50, 30, 20),
        },
      },
      [
        { userId: player.user.id, status: 'confirmed' },
        ...guests.map((name) => ({
          isGuest: true,
          guestFirstName: name.split(' ')[0],
          guestLastName: name.split(' ')[1],
        })),
      ],
    );
    expect(added.errors).toEqual([]);
    // Everyone paid at the door (the check-in list's "All paid"): 11 buy-ins in the ledger.
    await allPaid(host, game.id, added);

    // The host's phone, on the game's tournament page: Start Tournament, then the clock view.
    const hostPage = browser.page();
    await hostPage.setViewportSize(phone);
    const errors = collectPageErrors(hostPage);
    await signInAs(hostPage, server, host);
    await hostPage.goto(`${server.url}/games/${game.id}/tournament`);
    await startTournament(hostPage);
    const controls = hostPage.getByRole('region', { name: 'Clock controls' });
    await controls.waitFor();
    await expect.poll(() => text(hostPage, 'live-status')).toBe('Live');
    const clockTab = hostPage.getByRole('tab', { name: 'Clock' });
    expect(await clockTab.getAttribute('aria-selected')).toBe('true');

    // The TV (signed out, through the display link) and Pat's phone.
    const tournament = (await host.get(`/api/games/${game.id}/tournament`)).body.data.tournament;
    const { page: tv } = await screen({ width: 1920, height: 1080 });
    await tv.goto(`${server.url}${new URL(tournament.displayUrl).pathname}`);
    await tv.getByTestId('clock-time').waitFor();
    const { context: patContext, page: pat } = await screen(phone);
    await signInAs(pat, server, player);
    await pat.goto(`${server.url}/games/${game.id}/tournament`);
    await pat.getByLabel('Your seat').waitFor();
    await expect.poll(() => text(pat, 'live-status')).toBe('Live');

    /** The host's figures once they read `players`; the TV and Pat's phone come to show the same. */
    const agree = async (players: string) => {
      await expect.poll(() => text(hostPage, 'players-left')).toBe(players);
      const shown = await figures(hostPage, phoneIds);
      await expect.poll(() => figures(tv, tvIds)).toEqual(shown);
      await expect.poll(() => figures(pat, phoneIds)).toEqual(shown);
      return shown;
    };
    /** Every screen's clock badge. */
    const badges = async (badge: string) => {
      for (const page of [hostPage, tv, pat]) await expect.poll(() => text(page, 'clock-badge')).toBe(badge);
    };

    expect(await agree('11 of 11')).toEqual(['Level 1', '11 of 11', '$220.00', '2,000']);
    expect(await overflows(hostPage)).toBe(false);
    await shoot(hostPage, 'host-start-390');
    await shoot(tv, 'tv-start-1920', false);
    await shoot(pat, 'player-start-390');

    // Pause with a reason, read on every screen; Resume.
    await controls.getByLabel('Pause reason').fill('Pizza is here');
    await controls.getByRole('button', { name: 'Pause', exact: true }).click();
    await badges('PAUSED');
    for (const page of [hostPage, tv, pat])
      await expect.poll(() => text(page, 'pause-reason')).toBe('Paused: Pizza is here');
    await controls.getByRole('button', { name: 'Resume' }).click();
    await badges('RUNNING');

    // Next, previous and next level again.
    // The players left do not change here, so wait for the host's own level before comparing.
    await controls.getByRole('button', { name: 'Next level', exact: true }).click();
    await expect.poll(() => text(hostPage, 'clock-level')).toBe('Level 2');
    expect(await agree('11 of 11')).toEqual(['Level 2', '11 of 11', '$220.00', '2,000']);
    await controls.getByRole('button', { name: 'Previous level', exact: true }).click();
    await expect.poll(() => text(tv, 'clock-level')).toBe('Level 1');
    await controls.getByRole('button', { name: 'Next level', exact: true }).click();
    await expect.poll(() => text(tv, 'clock-level')).toBe('Level 2');
    await expect.poll(() => text(pat, 'clock-level')).toBe('Level 2');

    // One more minute for the level: the TV's countdown jumps up.
    const before = seconds(await text(tv, 'clock-time'));
    await controls.getByRole('button', { name: 'Add 1 min' }).click();
    await expect.poll(async () => seconds(await text(tv, 'clock-time'))).toBeGreaterThan(before + 30);

    // A break, then Undo takes it back (the button says what it undoes).
    await controls.getByRole('button', { name: 'Break' }).click();
    await badges('ON BREAK');
    await shoot(tv, 'tv-break-1920', false);
    await controls.getByRole('button', { name: 'Undo: Break' }).click();
    await badges('RUNNING');

    // A late entry, from the card under the controls: 12 entrants.
    await hostPage.getByText('Open until the end of level 3.').waitFor();
    await hostPage.getByLabel('Guest first name').fill('Late');
    await hostPage.getByLabel('Guest last name').fill('Comer');
    await hostPage.getByRole('button', { name: 'Add guest and seat' }).click();
    expect(await agree('12 of 12')).toEqual(['Level 2', '12 of 12', '$240.00', '2,000']);

    // Guest No1 busted by Pat: the knockout reaches the TV and Pat's phone; the chips stay in play,
    // so the average rises.
    await controls.getByLabel('Busted player').selectOption({ label: 'Guest No1' });
    await controls.getByLabel('Busted by').selectOption({ label: 'Pat Player' });
    await controls.getByRole('button', { name: 'Eliminate', exact: true }).click();
    for (const page of [tv, pat])
      await expect.poll(() => text(page, 'knockout-feed')).toContain('Guest No1 knocked out by Pat Player');
    expect(await agree('11 of 12')).toEqual(['Level 2', '11 of 12', '$240.00', '2,182']);
    await shoot(hostPage, 'host-knockout-390');
    await shoot(tv, 'tv-knockout-1920', false);
    await shoot(pat, 'player-knockout-390');

    // A rebuy and an add-on for Pat: the pool and the average follow on every screen.
    await controls.getByLabel('Player for a rebuy or add-on').selectOption({ label: 'Pat Player' });
    await controls.getByRole('button', { name: 'Rebuy' }).click();
    await expect.poll(() => text(hostPage, 'prize-pool')).toBe('$260.00');
    expect(await agree('11 of 12')).toEqual(['Level 2', '11 of 12', '$260.00', '2,364']);
    await controls.getByLabel('Player for a rebuy or add-on').selectOption({ label: 'Pat Player' });
    await controls.getByRole('button', { name: 'Add-on' }).click();
    await expect.poll(() => text(hostPage, 'prize-pool')).toBe('$270.00');
    expect(await agree('11 of 12')).toEqual(['Level 2', '11 of 12', '$270.00', '2,636']);
    expect(await text(tv, 'tv-entries')).toBe('1 rebuy · 1 add-on');
    expect(await overflows(hostPage)).toBe(false);

    // Pat's network drops: the phone says so and stops vouching for its clock. Meanwhile the
    // host pauses; back online, the phone shows the pause and is live again.
    await patContext.setOffline(true);
    await expect.poll(() => text(pat, 'live-status'), { timeout: 10_000 }).toBe('Reconnecting…');
    expect(await text(pat, 'clock-unconfirmed')).toBe(
      'Reconnecting — clock unconfirmed until the connection is back.',
    );
    await controls.getByLabel('Pause reason').fill('Network check');
    await controls.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(() => text(tv, 'clock-badge')).toBe('PAUSED');
    await shoot(pat, 'player-reconnecting-390');
    await patContext.setOffline(false);
    await expect.poll(() => text(pat, 'clock-badge'), { timeout: 20_000 }).toBe('PAUSED');
    await expect.poll(() => text(pat, 'live-status'), { timeout: 20_000 }).toBe('Live');
    await pat.getByTestId('clock-unconfirmed').waitFor({ state: 'detached' });
    await controls.getByRole('button', { name: 'Resume' }).click();
    await badges('RUNNING');

    // Down to a winner, every knockout by Pat, checked on every screen as it goes.
    const rest = [...guests.slice(1), 'Late Comer'];
    for (const [i, name] of rest.entries()) {
      await controls.getByLabel('Busted player').selectOption({ label: name });
      await controls.getByLabel('Busted by').selectOption({ label: 'Pat Player' });
      await controls.getByRole('button', { name: 'Eliminate', exact: true }).click();
      const left = 10 - i;
      if (left > 1) {
        await agree(`${left} of 12`);
        await expect.poll(() => text(tv, 'knockout-feed')).toContain(`${name} knocked out by Pat Player`);
      }
      if (left === 3) {
        await shoot(hostPage, 'host-three-left-390');
        await shoot(tv, 'tv-three-left-1920', false);
      }
    }
    await hostPage.getByRole('heading', { name: 'Final results' }).waitFor();
    await expect.poll(() => text(pat, 'my-finish')).toBe('You finished #1: you won $135.00.');
    await tv.getByTestId('final-results').waitFor();
    await shoot(hostPage, 'host-final-390');
    await shoot(tv, 'tv-final-1920', false);
    await shoot(pat, 'player-final-390');

    // The host never left the Clock tab.
    expect(await clockTab.getAttribute('aria-selected')).toBe('true');
    expect(await overflows(hostPage)).toBe(false);
    expect(await overflows(pat)).toBe(false);
    expect(errors).toEqual([]);
  });
});
