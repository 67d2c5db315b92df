import { describe, expect, it } from 'vitest';
import { gameWithPlayers } from '../apps/server/test/tournament-fixtures.ts';
import { signInAs } from './support/auth.ts';
import { collectPageErrors, useBrowserPage } from './support/browser.ts';
import { dollarBuyIn, onManagePage, shootBoth } from './support/games.ts';
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

  it('shows the host the bounties no buster took at the end of the night and records the choice once', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 5, {
      buyIn: dollarBuyIn(50, { houseFee: 5 }, { bounty: { format: 'knockout', amount: 20 } }),
    });
    for (const p of players)
      await host.post(`/api/games/${gameId}/ledger/entries`, { userId: p.user.id, kind: 'buy_in' });
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    const seat = (n: number) => t.players.find((p: { name: string }) => p.name.startsWith(`Player${n}`)).id;
    // Player4 is knocked out by Player0; the next three go out with no buster named.
    await host.post(`/api/tournaments/${t.id}/eliminate`, {
      playerId: seat(4),
      eliminatedByPlayerId: seat(0),
    });
    for (const n of [3, 2, 1]) await host.post(`/api/tournaments/${t.id}/eliminate`, { playerId: seat(n) });

    const page = browser.page();
    const errors = collectPageErrors(page);
    // The Ledger tab of the manage page shows it, and the tournament page the host lands on.
    await onManagePage(page, server, host, gameId);
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await page.getByRole('heading', { name: 'Unpaid bounties: $60.00' }).waitFor();
    await shootBoth(page, 'unpaid-bounties-ledger-tab');
    await page.goto(`${server.url}/tournament/${t.id}`);
    const card = page.getByRole('region', { name: /^Unpaid bounties/ });
    await card.getByRole('heading', { name: 'Unpaid bounties: $60.00' }).waitFor();
    expect(await card.getByRole('list', { name: 'Unpaid heads' }).getByRole('listitem').count()).toBe(3);
    await card.getByRole('radio', { name: /Split it among the paid places/ }).check();
    await shootBoth(page, 'unpaid-bounties-tournament');
    await card.getByRole('button', { name: 'Record unpaid bounties' }).click();
    await page.getByText('Unpaid bounties recorded on the ledger').waitFor();
    await card.waitFor({ state: 'detached' });

    const ledger = (await host.get(`/api/games/${gameId}/ledger`)).body.data.ledger;
    expect(ledger.unpaidBounties).toBeNull();
    expect(ledger.figures.bountiesOnHeadsCents).toBe(0);
    expect(ledger.figures.bountiesPaidCents).toBe(5 * 2000);
    // The Ledger tab of the manage page shows nothing left to settle either.
    await page.goto(`${server.url}/games/${gameId}/manage`);
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await page.getByRole('list', { name: 'Ledger entries' }).waitFor();
    expect(await page.getByRole('region', { name: /^Unpaid bounties/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
