import path from 'node:path';
import { authMessages, gameMessages } from '@pokerhome/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../apps/server/test/fixtures.ts';
import { startTestServer } from '../apps/server/test/harness.ts';
import { strongPassword, uniqueEmail } from './support/auth.ts';
import { resultsDir, useBrowserPage } from './support/browser.ts';
import { expectVisibleFocus, hasFocus, stopsWithoutVisibleFocus, tabTo } from './support/keyboard.ts';

/*
 * Issue 13's keyboard journeys: registering, answering an invitation and pausing the clock with
 * the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows; no mouse), each control on the way
 * showing where the focus is. docs/accessibility.md.
 */
describe('keyboard only', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browser = useBrowserPage();
  const password = 'Str0ng!Pass';

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Signs in from /login by keyboard: type into the fields, Enter submits. */
  async function signInByKeyboard(page: Page, email: string) {
    await page.goto(`${server.url}/login`);
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/dashboard`);
  }

  it('shows where the focus is at every stop of the main pages, on white and on the felt', async () => {
    const host = await signedIn(server.url, 'host');
    const game = (await host.post('/api/games', gamePayload({ name: 'Ring Check' }))).body.data.game;
    const page = browser.page();
    const unseen: string[] = [];
    for (const url of ['/landing', '/login', '/register']) {
      await page.goto(`${server.url}${url}`);
      await page.waitForLoadState('networkidle');
      unseen.push(...(await stopsWithoutVisibleFocus(page)).map((s) => `${url}: ${s}`));
    }
    await signInByKeyboard(page, host.user.email);
    for (const url of ['/dashboard', '/games', `/games/${game.id}/manage`, '/players', '/settings']) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${server.url}${url}`);
        await page.waitForLoadState('networkidle');
        unseen.push(...(await stopsWithoutVisibleFocus(page)).map((s) => `${url} at ${width} px: ${s}`));
      }
    }
    expect(unseen, unseen.join('\n')).toEqual([]);
  });

  it('registers a new account', async () => {
    const page = browser.page();
    await page.goto(`${server.url}/register`);
    const email = uniqueEmail('keys');
    for (const [label, value] of [
      ['First name', 'Kay'],
      ['Last name', 'Board'],
      ['Email', email],
      ['Password', strongPassword],
      ['Confirm password', strongPassword],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await tabTo(page, field);
      await expectVisibleFocus(page);
      await page.keyboard.type(value);
    }
    // The role cards are one radio group: Tab enters it at the chosen role, arrows change it.
    await tabTo(page, page.getByRole('radio', { checked: true }));
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /Host/ }).isChecked()).toBe(true);
    const terms = page.getByRole('checkbox', { name: /Terms of Service/ });
    await tabTo(page, terms);
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    expect(await terms.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Create account' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByText(authMessages.accountCreated).waitFor();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText('Kay Board').first().waitFor();
  });

  it('answers an invitation: Join Game from the games list, then on the join screen', async () => {
    const host = await signedIn(server.url, 'host');
    const player = await signedIn(server.url, 'participant', { firstName: 'Ike', lastName: 'Keys' });
    const game = (await host.post('/api/games', gamePayload({ name: 'Keyboard Cup' }))).body.data.game;
    await host.post(`/api/games/${game.id}/participants`, {
      participants: [{ userId: player.user.id }],
      sendEmailInvitations: false,
    });

    const page = browser.page();
    await signInByKeyboard(page, player.user.email);
    await page.goto(`${server.url}/games`);
    // Issue 18: the focus on a card's Join Game link was white on white.
    const joinLink = page.getByRole('link', { name: 'Join Game' });
    await tabTo(page, joinLink);
    await expectVisibleFocus(page);
    await page.screenshot({ path: path.join(resultsDir, 'keyboard-join-game-focus.png') });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/games/${game.id}/join`);

    await tabTo(page, page.getByLabel('Message to the host (optional)'));
    await expectVisibleFocus(page);
    await page.keyboard.type('Bringing chips');
    const join = page.getByRole('button', { name: 'Join Game' });
    await tabTo(page, join);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByText(gameMessages.going).waitFor();
    // The answered button is gone; the keyboard stays in the panel, on Change RSVP.
    const change = page.getByRole('button', { name: 'Change RSVP' });
    await expect.poll(() => hasFocus(change)).toBe(true);
    expect((await player.get(`/api/games/${game.id}`)).body.data.game.userParticipantStatus).toBe('accepted');

    // Changing the answer by keyboard too: Enter reopens the form with the focus in it.
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(page.getByLabel('Message to the host (optional)'))).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Decline' }));
    await page.keyboard.press('Space');
    await page.getByText(gameMessages.declined).waitFor();
    await expect.poll(() => hasFocus(change)).toBe(true);
  });

  it('the host pauses and resumes the tournament clock', async () => {
    const host = await signedIn(server.url, 'host');
    const game = (await host.post('/api/games', gamePayload({ name: 'Pause by Keys' }))).body.data.game;
    await host.post(`/api/games/${game.id}/participants`, {
      participants: ['Ann', 'Bob', 'Cat'].map((first) => ({
        isGuest: true,
        guestFirstName: first,
        guestLastName: 'Guest',
      })),
      sendEmailInvitations: false,
    });
    expect((await host.post(`/api/tournaments/${game.id}/start`)).status).toBe(201);

    const page = browser.page();
    await signInByKeyboard(page, host.user.email);
    await page.goto(`${server.url}/games/${game.id}/tournament`);
    // The controls sit under the clock, on the first tab: Tab through the tab list (one stop, at
    // the chosen tab) and the reason of the pause to Pause.
    await tabTo(page, page.getByRole('tab', { selected: true }));
    await expectVisibleFocus(page);
    expect(await page.getByRole('tab', { name: 'Clock' }).getAttribute('aria-selected')).toBe('true');
    const reason = page.getByLabel('Pause reason');
    await tabTo(page, reason);
    await expectVisibleFocus(page);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Dinner');
    const pause = page.getByRole('button', { name: 'Pause' });
    await tabTo(page, pause);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByText(/^PAUSED · Live/).waitFor();
    expect(await page.getByTestId('pause-reason').textContent()).toBe('Paused: Dinner');
    // Resume takes Pause's place and the focus with it.
    const resume = page.getByRole('button', { name: 'Resume' });
    await expect.poll(() => hasFocus(resume)).toBe(true);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByText(/^RUNNING · Live/).waitFor();
    await expect.poll(() => hasFocus(pause)).toBe(true);
    const clock = (await host.get(`/api/games/${game.id}/tournament`)).body.data.tournament;
    expect(clock.clockState).toBe('running');
  });
});
