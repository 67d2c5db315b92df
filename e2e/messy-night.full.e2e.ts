import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../apps/server/test/fixtures.ts';
import { signInAs } from './support/auth.ts';
import { collectPageErrors, resultsDir } from './support/browser.ts';
import { dollarBuyIn, hostedGame, numberedGuests, prizePool, threeLevels } from './support/games.ts';
import { useLiveJourney } from './support/journey.ts';

/**
 * Issue 28, points 1-4: the messy night on the host's 390 px phone. A walk-in at the game's maximum
 * (late registration left "while the tournament runs"), a bust and a rebuy, the tournament to the
 * end with places 1..N once, the payouts prompted and the winner's net positive before and after
 * they are recorded; then a cash game with a wrong cash-out: End Cash Game shows the gap, the
 * cash-out is corrected, the books balance and the game ends. Screenshots `messy-night-*`.
 */
describe('messy night', () => {
  const { server, browser } = useLiveJourney();
  const overflows = (page: Page) =>
    page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth');
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `${resultsDir}/messy-night-${name}.png`, fullPage: true });

  it('seats a walk-in at the maximum, places 1..N once, prompts the payouts and corrects a cash-out', async () => {
    const host = await signedIn(server.url, 'host');
    const { game } = await hostedGame(
      host,
      {
        name: 'Messy Friday',
        maxParticipants: 4,
        // Rebuys, and re-entry with no level: late registration while the tournament runs.
        buyIn: dollarBuyIn(20, {}, { rebuy: { allowed: true }, reEntry: { allowed: true } }),
        blindStructure: { startingChips: 2000, levels: threeLevels, prizePoolBreakdown: prizePool(70, 30) },
      },
      numberedGuests(4),
    );
    const started = (await host.post(`/api/tournaments/${game.id}/start`, {})).body.data.tournament;
    await host.post(`/api/games/${game.id}/ledger/check-in`, {
      participantIds: started.players.map((p: { participantId: string }) => p.participantId),
    });

    const phone = browser.page();
    await phone.setViewportSize({ width: 390, height: 844 });
    const errors = collectPageErrors(phone);
    await signInAs(phone, server, host);
    await phone.goto(`${server.url}/games/${game.id}/tournament`);
    const controls = phone.getByRole('region', { name: 'Clock controls' });
    const late = phone.getByRole('region', { name: 'Late registration' });
    await late.getByText('Open while the tournament runs.').waitFor();

    // A bust and a rebuy: Guest No1 is out, buys back in, and is in play again.
    await controls.getByLabel('Busted player').selectOption({ label: 'Guest No1' });
    await controls.getByRole('button', { name: 'Eliminate', exact: true }).click();
    await phone.getByText('Guest No1 finished in place 4').first().waitFor();
    await controls.getByLabel('Player for a rebuy or add-on').selectOption({ label: 'Guest No1 (out)' });
    await controls.getByRole('button', { name: 'Rebuy' }).click();
    await phone.getByText('Rebuy for Guest No1 recorded').first().waitFor();

    // A walk-in at the maximum of 4 (Guest No1's bust counted: the spec's maximum is the players):
    // the card names the limit and the host seats them anyway.
    await late.getByLabel('Guest first name').fill('Walk');
    await late.getByLabel('Guest last name').fill('In');
    await late.getByRole('button', { name: 'Add guest and seat' }).click();
    const asked = phone.getByRole('status', { name: 'Game at its maximum' });
    await asked.getByText('The game is at its maximum of 4 players').waitFor();
    expect(await overflows(phone)).toBe(false);
    await shot(phone, 'walk-in-at-maximum-390');
    await asked.getByRole('button', { name: 'Seat Walk In anyway' }).click();
    await phone
      .getByText(/^Walk In joined at table \d, seat \d$/)
      .first()
      .waitFor();
    expect((await host.get(`/api/games/${game.id}`)).body.data.game.maxParticipants).toBe(5);

    // Busts to the end: Guest No1 busts again after the rebuy; five players, five places.
    for (const name of ['Guest No2', 'Guest No1', 'Walk In', 'Guest No3']) {
      await controls.getByLabel('Busted player').selectOption({ label: name });
      await controls.getByRole('button', { name: 'Eliminate', exact: true }).click();
      await phone
        .getByText(new RegExp(`^${name} finished in place \\d`))
        .first()
        .waitFor();
    }
    await phone.getByRole('heading', { name: 'Final results' }).waitFor();

    // The results: the payouts are prompted; the winner's net is positive before they are recorded.
    await phone.goto(`${server.url}/games/${game.id}/results`);
    const results = phone.getByRole('table', { name: 'Results' });
    await results.waitFor();
    const prompt = phone.getByRole('status', { name: 'Payouts are not recorded yet' });
    await prompt.getByText('Place 1: Guest No4').waitFor();
    const rows = async () =>
      (await results.locator('tbody tr').allInnerTexts()).map((r) => r.split('\t').map((c) => c.trim()));
    const places = async () => (await rows()).map((r) => Number(r[0])).sort((a, b) => a - b);
    expect(await places()).toEqual([1, 2, 3, 4, 5]);
    // $120 in the pool (five buy-ins and a rebuy): 70/30, $84 to Guest No4, who put in $20.
    const winner = (await rows()).find((r) => r[1] === 'Guest No4')!;
    expect(winner[0]).toBe('1');
    expect(winner.at(-1)).toMatch(/^\+\$/);
    await phone.getByRole('list', { name: 'Transfers' }).waitFor();
    expect(await overflows(phone)).toBe(false);
    await shot(phone, 'results-prompted-390');
    await prompt.getByRole('button', { name: 'Record payouts' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    expect((await rows()).find((r) => r[1] === 'Guest No4')!.at(-1)).toBe(winner.at(-1));
    expect(await places()).toEqual([1, 2, 3, 4, 5]);
    await shot(phone, 'results-recorded-390');
    await phone.setViewportSize({ width: 1280, height: 900 });
    await shot(phone, 'results-recorded-1280');
    await phone.setViewportSize({ width: 390, height: 844 });

    // A cash game: $50 each for three players, a cash-out typed $10 too high.
    const { game: cash, added } = await hostedGame(
      host,
      {
        name: 'Messy Cash',
        type: 'cash_game',
        blindStructure: undefined,
        buyIn: { amount: 50, currency: 'USD', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
      },
      numberedGuests(3),
    );
    // In the guests' order, whatever order the answer lists them in.
    const seats = [1, 2, 3].map(
      (n) =>
        (added.participants as { id: string; user: { name: string } }[]).find(
          (p) => p.user.name === `Guest No${n}`,
        )!,
    );
    await host.post(`/api/games/${cash.id}/ledger/check-in`, { participantIds: seats.map((s) => s.id) });
    for (const [i, cents] of [9_000, 4_000, 3_000].entries())
      await host.post(`/api/games/${cash.id}/ledger/entries`, {
        participantId: seats[i]!.id,
        kind: 'cash_out',
        amountCents: cents,
      });

    await phone.goto(`${server.url}/games/${cash.id}/manage`);
    // End Cash Game asks first, with the gap.
    await phone.getByRole('button', { name: 'End Cash Game' }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByText('$10.00 more cashed out than paid in').waitFor();
    // The dialog has read the books again (its button waits for them).
    await expect.poll(() => dialog.getByRole('button', { name: 'End with the gap' }).isEnabled()).toBe(true);
    await shot(phone, 'end-cash-game-gap-390');
    await dialog.getByRole('button', { name: 'Keep Playing' }).click();

    // The wrong cash-out is corrected on the Ledger tab.
    await phone.getByRole('tab', { name: 'Ledger' }).click();
    await phone.getByRole('button', { name: 'Correct Cash-out of Guest No1' }).click();
    const correct = phone.getByRole('dialog');
    await correct.getByLabel('Right amount').fill('80');
    await correct.getByLabel('Reason').fill('Counted a $10 chip twice');
    await shot(phone, 'correct-cash-out-390');
    await correct.getByRole('button', { name: 'Record the correction' }).click();
    await phone.getByText('Corrected: Counted a $10 chip twice').first().waitFor();
    await phone
      .getByText('Nobody owes anybody anything.')
      .or(phone.getByRole('list', { name: 'Transfers' }))
      .first()
      .waitFor();
    await expect.poll(() => phone.getByText('Cash-outs do not balance the buy-ins').count()).toBe(0);
    await shot(phone, 'ledger-corrected-390');
    await phone.setViewportSize({ width: 1280, height: 900 });
    await shot(phone, 'ledger-corrected-1280');
    await phone.setViewportSize({ width: 390, height: 844 });

    // Balanced now: End Cash Game ends it, and the results show who pays whom.
    await phone.getByRole('button', { name: 'End Cash Game' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'End Cash Game' }).click();
    await phone.waitForURL(`${server.url}/games/${cash.id}/results`);
    await phone.getByRole('list', { name: 'Transfers' }).waitFor();
    expect(await phone.getByText('Gap in the books').count()).toBe(0);
    await shot(phone, 'cash-results-390');
    expect(errors).toEqual([]);
    // Two games played through on one phone: longer than a one-screen journey (the timeout, not a wait).
  }, 240_000);
});
