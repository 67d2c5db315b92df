import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../apps/server/test/fixtures.ts';
import { outboxOf } from '../apps/server/test/outbox.ts';
import { signInAs } from './support/auth.ts';
import { collectPageErrors, resultsDir, seen, useBrowserPage } from './support/browser.ts';
import { hostedGame, numberedGuests } from './support/games.ts';
import { useTestServer } from './support/server.ts';
import { datetimeLocalIn, nextStep } from './support/wizard.ts';

const phone = { width: 390, height: 844 };

/**
 * Issue 28's big night on the host's 390 px phone (decision 0040): the wizard's blind table fits the
 * screen, ten regulars are invited in a few taps (and mailed only by Create Game), and the manage
 * page of a 50-player game stays a short list with a filter. Screenshots `big-night-*`.
 */
describe('big night', () => {
  const server = useTestServer();
  const browser = useBrowserPage();
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `${resultsDir}/big-night-${name}.png`, fullPage: true });
  const rightOf = (locator: Locator) => locator.evaluate((el) => Math.ceil(el.getBoundingClientRect().right));

  it('fits the blind table on the phone and invites ten regulars in three taps, mailed by Create Game', async () => {
    const host = await signedIn(server.url, 'host');
    const regulars = await Promise.all(Array.from({ length: 10 }, () => signedIn(server.url, 'participant')));
    // The host knows them two ways: six played his last game, four are in his contacts.
    await hostedGame(
      host,
      { name: 'Last Friday' },
      regulars.slice(0, 6).map((r) => ({ userId: r.user.id, status: 'confirmed' })),
    );
    for (const r of regulars.slice(6))
      expect((await host.post('/api/users/contacts', { userId: r.user.id })).status).toBe(201);
    const invitationsToRegulars = async () =>
      (await outboxOf(server)).filter(
        (m) => m.kind === 'game-invitation' && regulars.some((r) => r.user.email === m.to),
      );

    const page = browser.page();
    await page.setViewportSize(phone);
    const errors = collectPageErrors(page);
    await signInAs(page, server, host);
    await page.goto(`${server.url}/games/new`);
    await page.getByText('Tournament', { exact: true }).click();
    await page.getByLabel('Game name').fill('Big Friday');
    await page.getByLabel('Maximum participants').fill('12');
    await page.getByLabel('Date and time').fill(datetimeLocalIn(2, '20:00'));
    await nextStep(page);
    await page.getByLabel('Location name').fill('The Back Room');
    await nextStep(page);
    await page.getByRole('button', { name: '$25.00' }).click();
    await nextStep(page);

    // The blind table: every column on the screen, none past its right edge, the page not wider.
    await seen(page, 'Step 4 of 6');
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await rightOf(table)).toBeLessThanOrEqual(phone.width);
    expect(await rightOf(page.getByLabel('Level 1 duration'))).toBeLessThanOrEqual(phone.width);
    expect(await rightOf(page.getByLabel('Remove level 1'))).toBeLessThanOrEqual(phone.width);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(phone.width);
    await page.getByRole('button', { name: 'Add break' }).click();
    expect(await rightOf(table)).toBeLessThanOrEqual(phone.width);
    await shot(page, 'blind-table');
    await nextStep(page);
    await seen(page, 'Step 5 of 6');

    // Ten invitations, each tap counted: the regulars are listed, one tap picks them all.
    let taps = 0;
    const tap = async (locator: Locator) => {
      taps += 1;
      await locator.click();
    };
    await tap(page.getByText('Invite Players Now', { exact: true }));
    const selectAll = page.getByRole('button', { name: 'Select all 10 listed' });
    await selectAll.waitFor();
    await tap(selectAll);
    await seen(page, '10 participant(s) ready · 2 slot(s) left');
    await tap(page.getByRole('button', { name: 'Add to Invitations' }));
    await seen(page, '10 participant(s) invited');
    expect(taps).toBeLessThanOrEqual(5);
    await shot(page, 'invited-ten');
    // An unfinished game mails nobody; Create Game mails each of the ten once.
    expect(await invitationsToRegulars()).toEqual([]);
    await nextStep(page);
    await page.getByRole('button', { name: 'Create Game' }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]+\/manage$/);
    await expect.poll(async () => (await invitationsToRegulars()).length).toBe(10);
    expect(new Set((await invitationsToRegulars()).map((m) => m.to)).size).toBe(10);
    expect(errors).toEqual([]);
  });

  it('keeps the manage page of a 50-player game short, every player one filter away', async () => {
    const host = await signedIn(server.url, 'organizer');
    const invitees = Array.from({ length: 15 }, (_, i) => ({ email: `big-night-${i + 1}@example.com` }));
    const { game, added } = await hostedGame(host, { name: 'Fifty', maxParticipants: 60 }, [
      ...numberedGuests(35),
      ...invitees,
    ]);
    expect(added.participants).toHaveLength(50);

    const page = browser.page();
    await page.setViewportSize(phone);
    const errors = collectPageErrors(page);
    await signInAs(page, server, host);
    await page.goto(`${server.url}/games/${game.id}/manage`);
    await seen(page, 'Participants (50)');
    // One short row per player: the list is under four screens (it was five, the page eight).
    const list = page.locator('section[aria-labelledby="participants-heading"]');
    const heightOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().height);
    expect(await heightOf(list)).toBeLessThan(4 * phone.height);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(phone.width);
    await shot(page, 'manage-fifty');
    const listTop =
      (await list.evaluate((el) => el.getBoundingClientRect().top)) +
      Number(await page.evaluate('window.scrollY'));
    await page.screenshot({
      path: `${resultsDir}/big-night-manage-fifty-rows.png`,
      fullPage: true,
      clip: { x: 0, y: listTop, width: phone.width, height: phone.height },
    });

    // Any one player is a filter away, with his controls and his check-in.
    await page.getByRole('searchbox', { name: 'Find a player' }).fill('no17');
    await expect.poll(() => list.getByRole('button', { name: /^Change / }).count()).toBe(1);
    await seen(page, '49 of 50 hidden by the filter');
    await page.getByRole('checkbox', { name: 'Guest No17 arrived' }).check();
    await expect
      .poll(() => page.getByTestId('check-in-summary').textContent())
      .toBe('1 of 35 arrived · 0 of 35 paid');
    await page.getByRole('searchbox', { name: 'Find a player' }).fill('');
    await page.getByLabel('Show players').selectOption({ label: 'Invited' });
    await expect.poll(() => list.getByRole('button', { name: /^Change / }).count()).toBe(15);
    await page.getByRole('button', { name: 'Change big-night-7' }).click();
    await page.getByRole('combobox', { name: 'Status of big-night-7' }).selectOption({ label: 'Confirmed' });
    await expect.poll(() => list.getByRole('button', { name: /^Change / }).count()).toBe(14);
    await shot(page, 'manage-fifty-filtered');
    expect(errors).toEqual([]);
  });
});
