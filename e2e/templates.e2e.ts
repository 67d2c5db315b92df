import { quickLocationMessages } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../apps/server/test/fixtures.ts';
import { signInAs } from './support/auth.ts';
import { collectPageErrors, seen, useBrowserPage } from './support/browser.ts';
import { useTestServer } from './support/server.ts';
import { datetimeLocalIn, nextStep } from './support/wizard.ts';

/** Templates, quick locations and the upgrade screen, in a real browser. */
describe('templates', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  it('an organizer builds a public tournament template; another organizer creates a game from it', async () => {
    const [author, other] = await Promise.all([
      signedIn(server.url, 'organizer', { firstName: 'Olive', lastName: 'Author' }),
      signedIn(server.url, 'organizer'),
    ]);
    const page = browser.page();
    const errors = collectPageErrors(page);
    await signInAs(page, server, author);
    await page.goto(`${server.url}/templates`);
    await page.getByRole('link', { name: 'Create Your First Template' }).click();
    await seen(page, 'Step 1 of 6');
    await page.getByText('Tournament', { exact: true }).click();
    await page.getByLabel('Game name').fill('Deep Stack Sunday');
    await page.getByLabel('Maximum participants').fill('10');
    await nextStep(page);
    await page.getByLabel('Location name').fill('Olive’s den');
    await nextStep(page);
    await page.getByRole('button', { name: '$50.00' }).click();
    await nextStep(page);
    // A custom structure: a 9th level and our own payouts.
    await page.getByRole('button', { name: 'Add level' }).click();
    expect(await page.getByLabel('Level 9 smallBlind').inputValue()).toBe('400');
    await page.getByLabel('Starting chips').fill('5000');
    // The preset follows the field (10 players pay more places than 2, issue 28); keep 2.
    while ((await page.getByLabel(/^Place \d+ percentage$/).count()) > 2)
      await page.getByRole('button', { name: 'Remove last place' }).click();
    await page.getByLabel('Place 1 percentage').fill('65');
    await page.getByLabel('Place 2 percentage').fill('35');
    await nextStep(page);
    await seen(page, 'Step 5 of 6');
    await page.getByLabel('Public template').check();
    await nextStep(page);
    await seen(page, '... and 1 more levels');
    await page.getByRole('button', { name: 'Create Template' }).click();
    await seen(page, 'Template created successfully!');
    await page.waitForURL(`${server.url}/templates`);
    await seen(page, 'Deep Stack Sunday');
    expect(errors).toEqual([]);

    // The second organizer finds it among the public templates.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInAs(page, server, other);
    await page.goto(`${server.url}/templates`);
    await page.getByRole('tab', { name: /Public Templates \(1\)/ }).click();
    await seen(page, 'by Olive Author');
    await page.getByRole('link', { name: 'Create Game' }).click();
    await page.getByLabel('Game name').fill('Deep Stack Sunday #1');
    await page.getByRole('button', { name: 'Create Game' }).click();
    await seen(page, 'Scheduled date is required');
    await page.getByLabel('Date and time').fill(datetimeLocalIn(3, '19:30'));
    await page.getByRole('button', { name: 'Create Game' }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]+\/manage$/);
    await seen(page, 'Deep Stack Sunday #1');
    await seen(page, '$50.00');
    const mine = await author.get('/api/templates');
    expect(mine.body.data.templates[0].usageCount).toBe(1);
  });

  it('shows the upgrade screen to a participant, and the API refuses them', async () => {
    const participant = await signedIn(server.url, 'participant');
    expect((await participant.get('/api/templates')).status).toBe(403);
    const page = browser.page();
    await signInAs(page, server, participant);
    await page.goto(`${server.url}/templates`);
    await page.getByRole('heading', { name: 'Upgrade to Organizer' }).waitFor();
  });

  it('refuses an 11th quick location and keeps a new order across a reload', async () => {
    const host = await signedIn(server.url, 'host');
    for (let i = 1; i <= 10; i++) {
      expect((await host.post('/api/users/quick-locations', { label: `Place ${i}` })).status).toBe(201);
    }
    const page = browser.page();
    await signInAs(page, server, host);
    await page.goto(`${server.url}/games/new`);
    await page.getByText('Cash Game', { exact: true }).click();
    await page.getByLabel('Game name').fill('Quick test');
    await page.getByLabel('Date and time').fill(datetimeLocalIn(3, '19:30'));
    await nextStep(page);
    await page.getByRole('button', { name: 'Manage Quick Locations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Quick Locations' });
    await dialog.getByLabel('Label').fill('Place 11');
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await seen(page, quickLocationMessages.tooMany);
    await dialog.getByRole('button', { name: 'Move Place 1 down' }).click();
    await expect
      .poll(async () => (await dialog.locator('li').first().textContent())?.startsWith('Place 2'))
      .toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Manage Quick Locations' }).click();
    await expect
      .poll(async () =>
        (await page.getByRole('dialog').locator('li').allTextContents())
          .slice(0, 2)
          .map((t) => t.slice(0, 7)),
      )
      .toEqual(['Place 2', 'Place 1']);
    // A quick location fills the step's fields.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Place 2' }).click();
    expect(await page.getByLabel('Location name').inputValue()).toBe('Place 2');
  });
});
