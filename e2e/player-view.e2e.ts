import { describe, expect, it } from 'vitest';
import { signedIn } from '../apps/server/test/fixtures.ts';
import { signInAs } from './support/auth.ts';
import { collectPageErrors, phoneViewport, textOf as text } from './support/browser.ts';
import {
  dollarBuyIn,
  hostedGame,
  numberedGuests,
  onManagePage,
  prizePool,
  shootBoth,
  threeLevels,
} from './support/games.ts';
import { useLiveJourney } from './support/journey.ts';

/**
 * Issue 28, points 8-10: the night as a player sees it on his phone. His dashboard shows the game
 * being played first and his own money (not the pot, not himself as an "active player"); after
 * winning, "1st of 3, +$22.00" and his stats page. The host's start asks before seating players not
 * marked arrived, and the manage page says "In progress" while the clock runs. Screenshots at 390
 * and 1280 px in e2e/test-results/player-*.png.
 */
describe('the player view', () => {
  const { server, browser, screen } = useLiveJourney();

  it('shows a player his live game first, his own money, then his place and net and his stats', async () => {
    const host = await signedIn(server.url, 'host');
    const pat = await signedIn(server.url, 'participant', { firstName: 'Pat', lastName: 'Player' });
    // Pat and two guests, $20 each and no fees: a $60 pool paying 70/30.
    const { game, added } = await hostedGame(
      host,
      {
        name: 'Player Night',
        scheduledDate: new Date(Date.now() + 10 * 60_000).toISOString(),
        buyIn: dollarBuyIn(20, {}),
        blindStructure: { startingChips: 2000, levels: threeLevels, prizePoolBreakdown: prizePool(70, 30) },
      },
      [{ userId: pat.user.id, status: 'confirmed' }, ...numberedGuests(2)],
    );
    expect(added.errors).toEqual([]);
    for (const p of added.participants as Array<{ id: string }>)
      expect(
        (await host.post(`/api/games/${game.id}/ledger/entries`, { participantId: p.id, kind: 'buy_in' }))
          .status,
      ).toBe(201);

    // The host starts from his phone: nobody is marked arrived, so he is asked first, by name.
    const page = browser.page();
    await page.setViewportSize(phoneViewport);
    const errors = collectPageErrors(page);
    await onManagePage(page, server, host, game.id);
    // On a phone each player is one short row; his controls open on "Change" (no wall of drop-downs).
    const status = page.getByRole('combobox', { name: 'Status of Pat Player' });
    await page.getByRole('button', { name: 'Change Pat Player' }).waitFor();
    expect(await status.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Change Pat Player' }).click();
    await status.waitFor();
    await page.getByRole('button', { name: 'Start Tournament' }).click();
    const asked = page.getByRole('dialog', { name: 'Seat players not marked arrived?' });
    await asked.waitFor();
    expect(await asked.getByTestId('not-arrived').getByRole('listitem').allTextContents()).toEqual(
      expect.arrayContaining(['Pat Player', 'Guest No1', 'Guest No2']),
    );
    await shootBoth(page, 'player-start-asks');
    await asked.getByRole('button', { name: 'Start and seat them' }).click();
    await page.waitForURL(`${server.url}/games/${game.id}/tournament`);
    await page.goto(`${server.url}/games/${game.id}/manage`);
    await expect.poll(() => text(page, 'game-status')).toBe('In progress');

    // Pat's phone: the game being played is the first thing on his dashboard; the money is his.
    const { page: phone } = await screen(phoneViewport);
    await signInAs(phone, server, pat);
    await phone.goto(`${server.url}/dashboard`);
    const live = phone.getByRole('link', { name: /Playing now.*Player Night.*Open the clock/ });
    await live.waitFor();
    const liveTop = (await live.boundingBox())!.y;
    const cardsTop = (await phone.getByText('Games This Month', { exact: true }).boundingBox())!.y;
    expect(liveTop).toBeLessThan(cardsTop);
    expect(liveTop).toBeLessThan(phoneViewport.height);
    // A stat card: its label's card (label row, value, detail).
    const card = (label: string) =>
      phone.getByText(label, { exact: true }).locator('xpath=../..').textContent();
    expect(await card('Your Buy-ins')).toContain('$20.00');
    expect(await card('Your Buy-ins')).not.toContain('$60.00');
    expect(await card('Active Players')).toMatch(/^Active Players2/);

    // The host knocks both guests out: Pat wins $42 for his $20.
    const t = (await host.get(`/api/games/${game.id}/tournament`)).body.data.tournament;
    const seat = (name: string) => t.players.find((p: { name: string }) => p.name === name);
    for (const guest of ['Guest No1', 'Guest No2'])
      expect(
        (
          await host.post(`/api/tournaments/${t.id}/eliminate`, {
            playerId: seat(guest).id,
            eliminatedByPlayerId: seat('Pat Player').id,
          })
        ).status,
      ).toBe(200);
    await phone.goto(`${server.url}/dashboard`);
    await expect.poll(() => text(phone, 'last-result'), { timeout: 10_000 }).toBe('1st of 3, +$22.00');
    expect(await phone.getByRole('link', { name: /^Playing now/ }).count()).toBe(0);
    await shootBoth(phone, 'player-dashboard');

    await phone.getByRole('link', { name: 'Your stats' }).click();
    await phone.getByRole('heading', { name: 'Your Stats', level: 1 }).waitFor();
    expect(await card('Wins')).toContain('best finish 1st');
    expect(await card('Net')).toContain('+$22.00');
    await phone.getByRole('link', { name: 'Player Night' }).waitFor();
    await shootBoth(phone, 'player-stats');
    expect(errors).toEqual([]);
  });

  it('says why a name finds nobody: others are found by their whole address', async () => {
    const pat = await signedIn(server.url, 'participant', { firstName: 'Pat', lastName: 'Seeker' });
    const page = browser.page();
    await page.setViewportSize(phoneViewport);
    await signInAs(page, server, pat);
    await page.goto(`${server.url}/players`);
    await page.getByRole('button', { name: /Add Contact/ }).click();
    await page.getByPlaceholder('Name, username or e-mail').fill('Zebulon');
    const empty = page.getByTestId('no-users-found');
    await empty.waitFor();
    expect(await empty.textContent()).toContain('No users found matching "Zebulon"');
    expect(await empty.textContent()).toContain('type their full e-mail address');
    await shootBoth(page, 'player-search-by-email');
  });
});
