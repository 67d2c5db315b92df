import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../apps/server/test/fixtures.ts';
import { collectPageErrors, resultsDir, textOf as text } from './support/browser.ts';
import { dollarBuyIn, hostedGame, onManagePage, startTournament } from './support/games.ts';
import { useLiveJourney } from './support/journey.ts';

const run = promisify(execFile);

/**
 * Issue 9's journey: a 6-player tournament with two rebuys and an add-on; the TV's prize pool follows
 * each entry live; the tournament completes, the payouts are recorded and the PDF report downloads.
 */
describe('ledger', () => {
  const { server, browser, screen } = useLiveJourney();

  it('records entries, shows the pool live on the display, completes and downloads the PDF report', async () => {
    const host = await signedIn(server.url, 'host');
    const name = `Ledger Night ${Date.now().toString(36)}`;
    const players = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
    const { game, added } = await hostedGame(
      host,
      {
        name,
        maxParticipants: 8,
        buyIn: dollarBuyIn(
          20,
          { houseFee: 2 },
          {
            rebuy: { allowed: true, untilLevel: 2 },
            addOn: { allowed: true, price: 10, chips: 3000 },
          },
        ),
      },
      players.map((first) => ({ isGuest: true, guestFirstName: first, guestLastName: 'Guest' })),
    );
    expect(added.errors).toEqual([]);

    // The host records Ada's buy-in on the Ledger tab; the other five are checked in: "All paid".
    const page = browser.page();
    const errors = collectPageErrors(page);
    await onManagePage(page, server, host, game.id);
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await page.getByLabel('Player', { exact: true }).selectOption({ label: 'Ada Guest' });
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await page.getByRole('list', { name: 'Ledger entries' }).getByText('Ada Guest').waitFor();
    await page.getByRole('tab', { name: 'Participants' }).click();
    // Ada's buy-in from the ledger shows as Paid in the check-in: one fact.
    expect(await page.getByRole('checkbox', { name: 'Ada Guest paid the buy-in' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Bo Guest arrived' }).check();
    await page.getByRole('button', { name: 'All paid' }).click();
    await expect
      .poll(() => page.getByTestId('check-in-summary').textContent())
      .toBe('1 of 6 arrived · 6 of 6 paid');
    await page.screenshot({ path: path.join(resultsDir, 'ledger-check-in.png'), fullPage: true });
    const buyIns = (await host.get(`/api/games/${game.id}/ledger`)).body.data.ledger.entries.filter(
      (e: { kind: string }) => e.kind === 'buy_in',
    );
    expect(buyIns).toHaveLength(6);
    await page.reload();
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await expect.poll(() => page.getByText('Paid', { exact: true }).count()).toBe(6);

    // Start, and put the display on the TV.
    await startTournament(page);
    await page.waitForURL(`${server.url}/games/${game.id}/tournament`);
    await page.getByRole('tab', { name: 'Actions' }).click();
    const displayUrl = new URL(await page.getByLabel('Display link').inputValue());
    const { page: tv } = await screen({ width: 1920, height: 1080 });
    await tv.goto(`${server.url}${displayUrl.pathname}`);
    await tv.getByTestId('tv-pool').waitFor();
    const pools = [await text(tv, 'tv-pool')];

    // Two rebuys and an add-on from the finance panel; the TV's pool moves after each one.
    await page.getByRole('tab', { name: 'Finance' }).click();
    for (const [kind, who] of [
      ['Rebuy', 'Bo Guest'],
      ['Rebuy', 'Cy Guest'],
      ['Add-on', 'Ada Guest'],
    ] as const) {
      await page.getByRole('button', { name: `${kind} for ${who}` }).click();
      const before = pools.at(-1);
      await expect.poll(() => text(tv, 'tv-pool'), { timeout: 5000 }).not.toBe(before);
      pools.push(await text(tv, 'tv-pool'));
    }
    expect(new Set(pools).size).toBe(4);
    // The TV may hear of the add-on before the host's own answer is back: wait for it.
    await expect.poll(() => text(page, 'ledger-prize-pool')).toBe(pools.at(-1));
    await tv.screenshot({ path: path.join(resultsDir, 'ledger-tv.png') });

    // Down to one player; the payouts go on the ledger.
    await page.getByRole('tab', { name: 'Players' }).click();
    for (let left = 6; left > 1; left--) {
      await page
        .getByRole('button', { name: /^Eliminate / })
        .first()
        .click();
      // The TV's players figure reads "5 of 6".
      if (left > 2)
        await expect
          .poll(async () => (await text(tv, 'tv-players'))?.split(' of ')[0])
          .toBe(String(left - 1));
    }
    await page.getByRole('heading', { name: 'Final results' }).waitFor();
    await page.goto(`${server.url}/games/${game.id}/manage`);
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await page.getByRole('button', { name: 'Record payouts' }).click();
    await page
      .getByRole('list', { name: 'Ledger entries' })
      .getByText(/Payout/)
      .first()
      .waitFor();
    await page.screenshot({ path: path.join(resultsDir, 'ledger-manage.png'), fullPage: true });

    // The PDF: downloaded by the browser, its first page rendered and its text read.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).first().click(),
    ]);
    const pdf = path.join(resultsDir, 'ledger-report.pdf');
    await download.saveAs(pdf);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await run('pdftoppm', [
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-r',
      '60',
      pdf,
      path.join(resultsDir, 'ledger-report'),
    ]);
    const png =
      (await stat(path.join(resultsDir, 'ledger-report-1.png')).catch(() => null)) ??
      (await stat(path.join(resultsDir, 'ledger-report-01.png')));
    expect(png.size).toBeGreaterThan(5000);
    const { stdout } = await run('pdftotext', ['-layout', pdf, '-']);
    expect(stdout).toContain(name);
    for (const p of players) expect(stdout).toContain(`${p} Guest`);
    expect(stdout).toMatch(/Rebuy/);
    expect(stdout).toMatch(/Add-on/);
    expect(stdout).toMatch(/Payout/);

    // The results page reads the same ledger.
    await page.goto(`${server.url}/games/${game.id}/results`);
    await page.getByRole('table', { name: 'Results' }).getByText('Ada Guest').waitFor();
    expect(errors).toEqual([]);
  });

  it('runs a cash game on a phone: check-in, cash-outs, End Cash Game, then the settle-up', async () => {
    const host = await signedIn(server.url, 'host');
    const game = (
      await host.post(
        '/api/games',
        gamePayload({
          name: `Cash Night ${Date.now().toString(36)}`,
          type: 'cash_game',
          blindStructure: undefined,
          buyIn: { amount: 50, currency: 'USD', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
        }),
      )
    ).body.data.game;
    await host.post(`/api/games/${game.id}/participants`, {
      participants: ['Ada', 'Bo'].map((first) => ({
        isGuest: true,
        guestFirstName: first,
        guestLastName: 'Guest',
      })),
      sendEmailInvitations: false,
    });
    const page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = collectPageErrors(page);
    await onManagePage(page, server, host, game.id);
    // A cash game shows no prize pool anywhere on the manage page.
    await page.getByTestId('check-in-summary').waitFor();
    expect(await page.getByText(/prize pool/i).count()).toBe(0);
    await page.getByRole('button', { name: 'All paid' }).click();
    await expect
      .poll(() => page.getByTestId('check-in-summary').textContent())
      .toBe('0 of 2 arrived · 2 of 2 paid');
    const ledger = (await host.get(`/api/games/${game.id}/ledger`)).body.data.ledger;
    for (const [p, cents] of ledger.players.map((p: { participantId: string }, i: number) => [
      p,
      i ? 2_000 : 8_000,
    ]))
      await host.post(`/api/games/${game.id}/ledger/entries`, {
        participantId: p.participantId,
        kind: 'cash_out',
        amountCents: cents,
      });
    await page.getByRole('button', { name: 'End Cash Game' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End Cash Game' }).click();
    await page.waitForURL(`${server.url}/games/${game.id}/results`);
    const transfers = page.getByRole('list', { name: 'Transfers' }).getByRole('listitem');
    await transfers.first().waitFor();
    expect(await transfers.count()).toBe(1);
    expect(await transfers.first().textContent()).toContain('30.00');
    await page.screenshot({ path: path.join(resultsDir, 'ledger-cash-ended-390.png'), fullPage: true });
    expect((await host.get(`/api/games/${game.id}`)).body.data.game.status).toBe('completed');
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
