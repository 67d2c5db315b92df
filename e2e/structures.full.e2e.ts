import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../apps/server/test/fixtures.ts';
import { signInAs } from './support/auth.ts';
import { collectPageErrors, resultsDir, seen, useBrowserPage } from './support/browser.ts';
import { shootBoth, startTournament } from './support/games.ts';
import { useTestServer } from './support/server.ts';
import { datetimeLocalIn, nextStep } from './support/wizard.ts';

/** Issue 18's structures: the host generates a structure with breaks, a colour-up and BB antes, then plays it. */
describe('structures', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  /** The wizard filled to step 4 for a tournament, with the structure generator open. */
  async function openGenerator(page: Page, game: { name: string; players: string; place: string }) {
    await page.goto(`${server.url}/games/new`);
    await page.getByText('Tournament', { exact: true }).click();
    await page.getByLabel('Game name').fill(game.name);
    await page.getByLabel('Maximum participants').fill(game.players);
    await page.getByLabel('Date and time').fill(datetimeLocalIn(2, '19:00'));
    await nextStep(page);
    await page.getByLabel('Location name').fill(game.place);
    await nextStep(page);
    await page.getByRole('button', { name: '$25.00' }).click();
    await nextStep(page);
    await seen(page, 'Step 4 of 6');
    await page.getByRole('button', { name: 'Generate a structure' }).click();
    return page.getByRole('dialog');
  }

  it('generates a 3-hour structure in the wizard and starts a tournament with it', async () => {
    const host = await signedIn(server.url, 'host');
    const page = browser.page();
    const errors = collectPageErrors(page);
    await signInAs(page, server, host);
    const dialog = await openGenerator(page, { name: 'Generated Cup', players: '6', place: 'The Back Room' });
    await dialog.getByLabel('Length (minutes)').fill('180');
    await dialog.getByLabel('Starting stack').fill('10000');
    // Six players, 10,000 each, 25/100/500/1000/5000 chips: 20-minute levels, a break after 100 minutes.
    expect(await dialog.getByLabel('Players').inputValue()).toBe('6');
    await expect
      .poll(() => dialog.getByTestId('generator-summary').textContent())
      .toMatch(/^9 levels of 20 min, 1 break, 190 min in all · expected end .*(22:10|10:10\sPM)/);
    await dialog.getByText('Break 10 min · colour up the 25s').waitFor();
    await dialog.getByLabel('Length (minutes)').fill('10');
    await dialog.getByText('The tournament must last at least 30 minutes').waitFor();
    expect(await dialog.getByRole('button', { name: 'Use this structure' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Length (minutes)').fill('180');
    await shootBoth(page, 'structures-generator');
    await dialog.getByRole('button', { name: 'Use this structure' }).click();

    // The editor shows the break with its colour-up and the big-blind antes after it.
    expect(await page.getByLabel('Starting chips').inputValue()).toBe('10000');
    await seen(page, '(190 min in all)');
    expect(await page.getByLabel('Colour up').inputValue()).toBe('25-100');
    expect(await page.getByLabel('Level 1 big-blind ante').isChecked()).toBe(false);
    expect(await page.getByLabel('Level 8 big-blind ante').isChecked()).toBe(true);
    await shootBoth(page, 'structures-editor');
    await nextStep(page);
    await seen(page, 'Step 5 of 6');
    await page.getByText('Invite Later', { exact: true }).click();
    await nextStep(page);
    await page.getByRole('button', { name: 'Create Game' }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]+\/manage$/);
    const gameId = page.url().split('/').at(-2)!;

    const game = (await host.get(`/api/games/${gameId}`)).body.data.game;
    const levels = game.blindStructure.levels as {
      isBreak: boolean;
      colourUp: unknown;
      bigBlindAnte: boolean;
    }[];
    expect(levels.filter((l) => l.isBreak)).toHaveLength(1);
    expect(levels.find((l) => l.isBreak)?.colourUp).toEqual({ remove: 25, next: 100 });

    const added = await host.post(`/api/games/${gameId}/participants`, {
      participants: Array.from({ length: 4 }, (_, i) => ({
        isGuest: true,
        guestFirstName: 'Guest',
        guestLastName: `No${i + 1}`,
      })),
      sendEmailInvitations: false,
    });
    expect(added.body.data.errors).toEqual([]);
    await page.reload();
    await startTournament(page);
    await page.waitForURL(`${server.url}/games/${gameId}/tournament`);
    await expect.poll(() => page.getByTestId('clock-blinds').first().textContent()).toBe('50 / 100');

    // The break after level 5 colours up the 25s: the host counts the stacks and races the odd chips.
    const state = (await host.get(`/api/games/${gameId}/tournament`)).body.data.tournament;
    const tournamentId = state.id as string;
    for (let i = 0; i < 5; i++) await host.post(`/api/tournaments/${tournamentId}/advance`, {});
    const counted = [10_075, 9_925, 10_050, 9_950];
    await host.post(`/api/tournaments/${tournamentId}/chips`, {
      chips: (state.players as { id: string }[]).map((p, i) => ({ playerId: p.id, chipCount: counted[i] })),
    });
    await page.getByRole('tab', { name: 'Players' }).click();
    await page.getByRole('heading', { name: 'Chip race: colour up the 25s' }).waitFor();
    await expect
      .poll(() => page.getByTestId('chip-race-summary').textContent())
      .toBe(
        'Odd chips 200: 2 chip(s) of 100 raced, one at most per player. Chips in play 40,000 → 40,000 (rounding +0).',
      );
    const names = (state.players as { name: string }[]).map((p) => p.name);
    await page.getByLabel(`${names[0]} won a chip`).check();
    await page.getByLabel(`${names[3]} won a chip`).check();
    await shootBoth(page, 'structures-chip-race');
    await page.getByRole('button', { name: 'Record stacks after the race' }).click();
    // The host sees the answer before anything else changes: an action's answer replaces the page's
    // state whenever it arrives, so one overtaken by the advances below would show their level late.
    await page.getByText('Chip counts updated').first().waitFor();
    await expect
      .poll(async () =>
        (
          (await host.get(`/api/games/${gameId}/tournament`)).body.data.tournament.players as {
            chipCount: number;
          }[]
        )
          .map((p) => p.chipCount)
          .join(' '),
      )
      .toBe('10100 9900 10000 10000');

    // Past the break (level 7 of the structure), the big blind posts the table's ante.
    for (let i = 0; i < 2; i++) await host.post(`/api/tournaments/${tournamentId}/advance`, {});
    await page.getByRole('tab', { name: 'Clock' }).click();
    await expect
      .poll(() => page.getByTestId('clock-blinds').first().textContent())
      .toMatch(/^[\d,]+ \/ [\d,]+ · BB ante [\d,]+$/);
    await shootBoth(page, 'structures-clock-bb-ante');
    expect(errors).toEqual([]);
  });

  it('on a phone, says when blinds held to 2.5x a level cannot finish in time, and lets the host allow bigger jumps', async () => {
    // Issue 26, finding 7: 2 hours, 100 players, 40-minute levels made 200 → 5,000 → 120,000 silently.
    const host = await signedIn(server.url, 'host');
    const page = browser.page();
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, server, host);
    const dialog = await openGenerator(page, { name: 'Big Field', players: '10', place: 'The Hall' });
    await dialog.getByLabel('Length (minutes)').fill('120');
    await dialog.getByLabel('Players').fill('100');
    await dialog.getByLabel('Starting stack').fill('20000');
    await dialog.getByLabel('Level length').selectOption('40');
    const warnings = dialog.getByTestId('generator-warnings');
    await expect
      .poll(() => warnings.textContent())
      .toBe(
        'Blinds rise at most 2.5× a level, so the last big blind is 1,200 instead of about 120,000: 3 levels of 40 min are too few for this field, and the tournament will likely run past its length. Choose shorter levels, or allow bigger jumps.',
      );
    expect(await warnings.getAttribute('role')).toBe('status');
    await dialog.getByText('Level 3').waitFor();
    expect(await dialog.locator('li', { hasText: 'Level 3' }).textContent()).toContain('600 / 1,200');
    await warnings.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(resultsDir, 'structures-generator-jump-warning-390.png') });
    // The dialog fits the phone: nothing wider than the screen.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    await dialog.getByLabel('Allow the big blind to grow more than 2.5× in one level').check();
    await expect
      .poll(() => warnings.textContent())
      .toBe('Some levels multiply the big blind by up to 25×, more than 2.5×.');
    expect(await dialog.locator('li', { hasText: 'Level 3' }).textContent()).toContain('60,000 / 120,000');
    await page.screenshot({ path: path.join(resultsDir, 'structures-generator-big-jumps-390.png') });
    expect(errors).toEqual([]);
  });
});
