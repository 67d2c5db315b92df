import { gameMessages, wizardMessages } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { outboxOf } from '../apps/server/test/outbox.ts';
import { createAccount, signIn } from './support/auth.ts';
import { collectPageErrors, resultsDir, seen, useBrowserPage } from './support/browser.ts';
import { useTestServer } from './support/server.ts';
import { datetimeLocalIn, nextStep } from './support/wizard.ts';

/** Game creation wizard, as a host runs it. */
describe('game wizard', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  it('creates a tournament: messages, one early-saved draft kept up to date, two invitations mailed only by Create Game, the manage page', async () => {
    const [host, p1, p2] = await Promise.all([
      createAccount(server, 'wiz-host'),
      createAccount(server, 'wiz-p1'),
      createAccount(server, 'wiz-p2'),
    ]);
    const page = browser.page();
    const errors = collectPageErrors(page);
    const invitationsTo = async (email: string) =>
      (await outboxOf(server)).filter((m) => m.to === email && m.kind === 'game-invitation');
    const hostGames = async (): Promise<{ name: string; status: string }[]> =>
      (await (await page.request.get(`${server.url}/api/games`)).json()).data.games;
    await signIn(page, server, host);
    await page.goto(`${server.url}/games/new`);
    await seen(page, 'Step 1 of 6');
    // A blank form is not wrong yet: no red error before a field is touched or Next is pressed.
    expect(await page.getByText(gameMessages.nameRequired, { exact: true }).count()).toBe(0);
    await nextStep(page);
    await seen(page, gameMessages.typeRequired);
    await seen(page, gameMessages.nameRequired);
    await seen(page, gameMessages.dateRequired);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    await page.getByText('Tournament', { exact: true }).click();
    await page.getByLabel('Game name').fill('Wi');
    await seen(page, gameMessages.nameTooShort);
    await page.getByLabel('Game name').fill('Wizard Cup');
    await page.getByLabel('Maximum participants').fill('1');
    await seen(page, gameMessages.minParticipants);
    await page.getByLabel('Maximum participants').fill('8');
    await page.getByLabel('Date and time').fill(datetimeLocalIn(2, '20:00'));
    await page.getByRole('button', { name: '+ No string bets' }).click();
    await seen(page, 'No string bets');
    // The draft survives a reload.
    await page.reload();
    expect(await page.getByLabel('Game name').inputValue()).toBe('Wizard Cup');
    await nextStep(page);

    await seen(page, 'Step 2 of 6');
    // Errors show once a field is touched or Next is pressed, not on arrival.
    expect(await page.getByText(gameMessages.locationNameRequired, { exact: true }).count()).toBe(0);
    await nextStep(page);
    await seen(page, gameMessages.locationNameRequired);
    await page.getByLabel('Location name').fill('The Back Room');
    await nextStep(page);

    await seen(page, 'Step 3 of 6');
    await page.getByLabel('Buy-in amount').fill('0');
    await page.getByLabel('Buy-in amount').blur();
    await seen(page, gameMessages.buyInPositive);
    await page.getByRole('button', { name: '$25.00' }).click();
    await nextStep(page);

    // Standard preset filled by choosing tournament; 8 players pay 3 places.
    await seen(page, 'Step 4 of 6');
    expect(await page.getByLabel('Starting chips').inputValue()).toBe('2000');
    await page.getByLabel('Place 1 percentage').fill('60');
    await seen(page, wizardMessages.payoutsTotal);
    await page.getByLabel('Place 1 percentage').fill('50');
    await nextStep(page);
    await seen(page, wizardMessages.saved);

    await seen(page, 'Step 5 of 6');
    await nextStep(page);
    await seen(page, wizardMessages.inviteWarning);
    await page.getByText('Invite Players Now', { exact: true }).click();
    await page.getByRole('tab', { name: 'By Email' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await seen(page, 'Email address is required');
    await page.getByLabel('Email address').fill('nope');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await seen(page, 'Please enter a valid email address');
    await page.getByLabel('Email address').fill(p1.email);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Email address').fill(p1.email);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await seen(page, wizardMessages.alreadySelected);
    await page.getByRole('tab', { name: 'Search Users' }).click();
    await page.getByLabel('Search users').fill('w');
    await seen(page, 'Please enter at least 2 characters to search');
    await page.getByLabel('Search users').fill(p2.email);
    await page.getByRole('button', { name: new RegExp(p2.email) }).click();
    await seen(page, '2 participant(s) ready · 6 slot(s) left');
    await page.getByRole('button', { name: wizardMessages.addToInvitations }).click();
    await seen(page, '2 participant(s) invited');
    await seen(page, wizardMessages.invitationsOnCreate);
    // An unfinished game mails nobody (issue 28, point 5).
    expect(await invitationsTo(p1.email)).toEqual([]);
    expect(await invitationsTo(p2.email)).toEqual([]);

    // Back to the first step, a new name, and on again: the same draft, brought up to date.
    for (const n of [4, 3, 2, 1]) {
      await page.getByRole('button', { name: 'Previous' }).click();
      await seen(page, `Step ${n} of 6`);
    }
    await page.getByLabel('Game name').fill('Wizard Cup Final');
    for (const n of [2, 3, 4, 5]) {
      await nextStep(page);
      await seen(page, `Step ${n} of 6`);
    }
    await expect
      .poll(async () => (await hostGames()).map((g) => `${g.name} (${g.status})`))
      .toEqual(['Wizard Cup Final (draft)']);
    await seen(page, '2 participant(s) invited');
    await nextStep(page);

    await seen(page, 'Step 6 of 6');
    await seen(page, wizardMessages.readyTitle);
    await seen(page, '... and 3 more levels');
    await page.screenshot({ path: `${resultsDir}/wizard-review.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create Game' }).click();
    await seen(page, wizardMessages.completed);
    await page.waitForURL(/\/games\/[0-9a-f-]+\/manage$/);
    await page.getByTestId('players-count').waitFor();
    expect(await page.getByTestId('players-count').textContent()).toBe('2/8');
    await seen(page, 'Scheduled');
    // Create Game mails each invitation once, with the scheduled game's join link.
    const gameId = /\/games\/([0-9a-f-]+)\/manage$/.exec(page.url())![1];
    for (const p of [p1, p2]) {
      const mails = await invitationsTo(p.email);
      expect(mails.length).toBe(1);
      expect(mails[0]!.text).toContain(`/games/${gameId}/join`);
    }
    expect((await hostGames()).map((g) => `${g.name} (${g.status})`)).toEqual([
      'Wizard Cup Final (scheduled)',
    ]);
    expect(errors).toEqual([]);
  });

  it('creates a cash game in 5 steps', async () => {
    const host = await createAccount(server, 'wiz-cash');
    const page = browser.page();
    await signIn(page, server, host);
    await page.goto(`${server.url}/games/new`);
    await page.getByText('Cash Game', { exact: true }).click();
    await seen(page, 'Step 1 of 5');
    await page.getByLabel('Game name').fill('Friday Cash');
    await page.getByLabel('Date and time').fill(datetimeLocalIn(2, '20:00'));
    await nextStep(page);
    await page.getByLabel('Location name').fill('Kitchen table');
    await nextStep(page);
    await page.getByLabel('Big blind').fill('1');
    await page.getByLabel('Big blind').blur();
    await seen(page, gameMessages.bigBlindAboveSmall);
    await page.getByLabel('Big blind').fill('2');
    await nextStep(page);
    await seen(page, wizardMessages.saved);
    await seen(page, 'Step 4 of 5');
    await page.getByText('Invite Later', { exact: true }).click();
    await nextStep(page);
    await seen(page, 'Step 5 of 5');
    await seen(page, 'Blind Levels: 1 / 2');
    await page.getByRole('button', { name: 'Create Game' }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]+\/manage$/);
    await seen(page, 'Friday Cash');
  });
});
