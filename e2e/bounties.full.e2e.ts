import { describe, expect, it } from 'vitest';
import { gameWithPlayers } from '../apps/server/test/tournament-fixtures.ts';
import { signInAs } from './support/auth.ts';
import { collectPageErrors, useBrowserPage } from './support/browser.ts';
import { dollarBuyIn, shootBoth } from './support/games.ts';
import { useTestServer } from './support/server.ts';

/** Issue 18: a PKO tournament with late registration, seen by the host (Players tab) at 390 and 1280 px. */
describe('bounties and late registration', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  it('seats a late guest from the Players tab and shows the heads', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 3, {
      maxParticipants: 6,
      buyIn: dollarBuyIn(
        50,
        { houseFee: 5 },
        {
          reEntry: { allowed: true, untilLevel: 2 },
          bounty: { format: 'progressive', amount: 20 },
        },
      ),
    });
    for (const p of players)
      await host.post(`/api/games/${gameId}/ledger/entries`, { userId: p.user.id, kind: 'buy_in' });
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    const page = browser.page();
    const errors = collectPageErrors(page);
    await signInAs(page, server, host);
    await page.goto(`${server.url}/tournament/${t.id}`);
    await page.getByRole('tab', { name: 'Players' }).click();
    await page.getByText('Open until the end of level 2.').waitFor();
    await page.getByLabel('Guest first name').fill('Late');
    await page.getByLabel('Guest last name').fill('Comer');
    await page.getByRole('button', { name: 'Add guest and seat' }).click();
    await page
      .getByText(/^Late Comer joined at table 1, seat \d$/)
      .first()
      .waitFor();
    await page
      .getByText(/\$20\.00 on their head/)
      .first()
      .waitFor();
    await shootBoth(page, 'bounties-players-tab');
    const figures = (await host.get(`/api/tournaments/${t.id}`)).body.data.tournament.figures;
    expect(figures).toMatchObject({ entrants: 4, prizePoolCents: 4 * 2500, bountiesOnHeadsCents: 4 * 2000 });
    expect(errors).toEqual([]);
  });
});
