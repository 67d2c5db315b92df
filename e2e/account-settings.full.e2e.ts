import { authMessages } from '@pokerhome/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn, submitSignIn } from './support/auth.ts';
import { collectPageErrors, useBrowserPage } from './support/browser.ts';
import { useTestServer } from './support/server.ts';
import { settingsCard, signedInOnSettings, submitPasswordChange } from './support/settings.ts';

/**
 * The settings screen's account journeys beyond `npm test`'s (auth.e2e.ts covers sign-up, sign-in,
 * the e-mailed links and two-factor): a password change, the sessions list, and the account pages'
 * layout at both widths.
 */
describe('account settings', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  const text = (page: Page, message: string) => page.getByText(message, { exact: true }).first().waitFor();
  // A string expression: this file is type-checked without the DOM library.
  const scrollWidth = async (page: Page) =>
    Number(await page.evaluate('document.documentElement.scrollWidth'));

  it('changes the password from settings, then only the new one signs in', async () => {
    const page = browser.page();
    const errors = collectPageErrors(page);
    const account = await signedInOnSettings(page, server, 'change');
    await submitPasswordChange(page, 'Wrong1!pass', 'Changed1!pass');
    await text(page, authMessages.currentPasswordIncorrect);
    await submitPasswordChange(page, account.password, 'Changed1!pass', 'Changed2!pass');
    await text(page, authMessages.passwordsDontMatch);
    await submitPasswordChange(page, account.password, 'Changed1!pass');
    await text(page, authMessages.passwordChanged);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${server.url}/login`);
    await submitSignIn(page, account.email, account.password);
    expect(await page.getByRole('alert').textContent()).toBe(authMessages.invalidCredentials);
    await submitSignIn(page, account.email, 'Changed1!pass');
    await page.waitForURL(`${server.url}/dashboard`);
    expect(errors).toEqual([]);
  });

  it('signs out another session, and every other one, from the sessions list', async () => {
    const page = browser.page();
    const account = await createAccount(server, 'sessions');
    await signIn(page, server, account);
    const otherContext = await browser.context().browser()!.newContext();
    const thirdContext = await browser.context().browser()!.newContext();
    try {
      const other = await otherContext.newPage();
      await signIn(other, server, account);

      await page.goto(`${server.url}/settings`);
      const sessions = settingsCard(page, 'Active sessions').getByTestId('session-item');
      await sessions.nth(1).waitFor();
      expect(await sessions.count()).toBe(2);
      await sessions.filter({ hasText: 'This device' }).waitFor();
      await sessions
        .filter({ hasNotText: 'This device' })
        .getByRole('button', { name: /^Sign out / })
        .click();
      await text(page, authMessages.sessionSignedOut);
      await sessions.nth(1).waitFor({ state: 'detached' });
      // The revoked device's next navigation finds it signed out.
      await other.goto(`${server.url}/games`);
      await other.waitForURL(`${server.url}/login`);

      const third = await thirdContext.newPage();
      await signIn(third, server, account);
      await page.reload();
      await sessions.nth(1).waitFor();
      await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await text(page, 'Signed out 1 other session');
      await third.goto(`${server.url}/players`);
      await third.waitForURL(`${server.url}/login`);
      // This device is still signed in.
      await page.goto(`${server.url}/games`);
      await page.waitForURL(`${server.url}/games`);
    } finally {
      await otherContext.close();
      await thirdContext.close();
    }
  });

  it.each([390, 1280])('lays the account pages out without sideways scrolling at %i px', async (width) => {
    const page = browser.page();
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password?token=t']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
    }
    await signedInOnSettings(page, server, `layout${width}`);
    await page.getByRole('region', { name: 'Active sessions' }).getByText('This device').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
  });
});
