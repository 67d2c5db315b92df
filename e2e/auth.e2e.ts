import { authMessages } from '@pokerhome/domain';
import { emptyRegisterMessages } from '@pokerhome/domain/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  mailedLink,
  signIn,
  strongPassword,
  submitSignIn,
  totpCode,
  uniqueEmail,
} from './support/auth.ts';
import { collectPageErrors, useBrowserPage } from './support/browser.ts';
import { useTestServer } from './support/server.ts';
import { enableTwoFactor, settingsCard, submitPasswordChange } from './support/settings.ts';

/** Sign-up, sign-in, the e-mailed links and the guards, against the real server and built app. */
describe('accounts', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  const text = (page: Page, message: string) => page.getByText(message, { exact: true }).first().waitFor();
  // A string expression: this file is type-checked without the DOM library.
  const scrollWidth = async (page: Page) =>
    Number(await page.evaluate('document.documentElement.scrollWidth'));
  const createAccountButton = (page: Page) => page.getByRole('button', { name: 'Create account' });
  /** A new account, signed in on `page` and on its settings page. */
  const signedInOnSettings = async (page: Page, prefix: string) => {
    const account = await createAccount(server, prefix);
    await signIn(page, server, account);
    await page.goto(`${server.url}/settings`);
    return account;
  };

  it('signs up through every register message, signs out, and signs in remembered across a reload', async () => {
    const page = browser.page();
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/register`);
    await createAccountButton(page).click();
    for (const message of emptyRegisterMessages) {
      await text(page, message);
    }

    await page.getByLabel('First name').fill('F'.repeat(51));
    await text(page, authMessages.firstNameTooLong);
    await page.getByLabel('Last name').fill('L'.repeat(51));
    await text(page, authMessages.lastNameTooLong);
    await page.getByLabel('Email').fill('not-an-address');
    await text(page, authMessages.emailInvalid);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(`Aa1!${'x'.repeat(125)}`);
    await text(page, authMessages.passwordTooLong);
    await password.fill('onlylowercase1');
    await text(page, authMessages.passwordComposition);
    await password.fill(strongPassword);
    expect(await page.getByTestId('password-strength').textContent()).toBe('Password strength: Strong');
    await page.getByLabel('Confirm password').fill('Different1!');
    await text(page, authMessages.passwordsDontMatch);

    const email = uniqueEmail('signup');
    await page.getByLabel('First name').fill('Annie');
    await page.getByLabel('Last name').fill('Duke');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Confirm password').fill(strongPassword);
    await page.getByRole('radio', { name: /League Organizer/ }).check();
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await createAccountButton(page).click();
    await text(page, authMessages.accountCreated);
    await page.waitForURL(`${server.url}/dashboard`);
    await text(page, 'Annie Duke');
    await text(page, email);
    await text(page, 'AD');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await text(page, authMessages.passwordRequired);

    await submitSignIn(page, email, strongPassword, true);
    await text(page, authMessages.welcomeBack);
    await page.waitForURL(`${server.url}/dashboard`);
    // Remember me makes the cookies outlive the browser session.
    const refreshCookie = (await browser.context().cookies()).find((cookie) => cookie.name === 'ph_rt');
    expect(refreshCookie?.expires).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);
    await page.reload();
    await text(page, 'Annie Duke');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(errors).toEqual([]);
  });

  it('refuses a taken address and wrong credentials with the server message', async () => {
    const page = browser.page();
    const account = await createAccount(server, 'taken');
    await page.goto(`${server.url}/register?email=${encodeURIComponent(account.email)}`);
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
    await page.getByLabel('First name').fill('Second');
    await page.getByLabel('Last name').fill('Try');
    await page.getByLabel('Password', { exact: true }).fill(strongPassword);
    await page.getByLabel('Confirm password').fill(strongPassword);
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await createAccountButton(page).click();
    await text(page, authMessages.registrationFailed);
    expect(await page.getByRole('alert').textContent()).toContain(authMessages.emailTaken);

    await page.goto(`${server.url}/login`);
    await submitSignIn(page, account.email, 'Wrong1!pass');
    await text(page, authMessages.signInFailed);
    expect(await page.getByRole('alert').textContent()).toBe(authMessages.invalidCredentials);
  });

  it('sends a signed-out visitor of /games to sign in and back to /games', async () => {
    const page = browser.page();
    const account = await createAccount(server, 'origin');
    await page.goto(`${server.url}/games`);
    await page.waitForURL(`${server.url}/login`);
    await submitSignIn(page, account.email, account.password);
    await page.waitForURL(`${server.url}/games`);
  });

  it('resets a forgotten password with the e-mailed link, once', async () => {
    const page = browser.page();
    const errors = collectPageErrors(page);
    const account = await createAccount(server, 'forgot');
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${server.url}/forgot-password`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await text(page, authMessages.resetLinkSent);

    const link = await mailedLink(server, account.email, 'reset-password');
    expect(link).toMatch(/^\/reset-password\?token=/);
    await page.goto(`${server.url}${link}`);
    const newPassword = 'NewH0me!run';
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await text(page, authMessages.passwordTooShort);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${server.url}/login`);
    await text(page, authMessages.passwordReset);
    await submitSignIn(page, account.email, newPassword);
    await page.waitForURL(`${server.url}/dashboard`);

    // The link is single-use.
    await page.goto(`${server.url}${link}`);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    expect(await page.getByRole('alert').textContent()).toContain(authMessages.linkInvalid);
    expect(errors).toEqual([]);
  });

  it('verifies the e-mail address from the link sent at sign-up', async () => {
    const page = browser.page();
    const account = await signedInOnSettings(page, 'verify');
    await text(page, 'Not verified');

    await page.goto(`${server.url}${await mailedLink(server, account.email, 'verify-email')}`);
    await text(page, authMessages.emailVerified);
    await page.goto(`${server.url}/settings`);
    await text(page, 'Verified');

    await page.goto(`${server.url}/verify-email?token=${'x'.repeat(43)}`);
    await text(page, authMessages.linkInvalid);
    await text(page, `${authMessages.alreadyVerified}.`);
  });

  it('changes the password from settings, then only the new one signs in', async () => {
    const page = browser.page();
    const errors = collectPageErrors(page);
    const account = await signedInOnSettings(page, 'change');
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

  it('enables two-factor, then signs in with a code and with a recovery code', async () => {
    const page = browser.page();
    const errors = collectPageErrors(page);
    const account = await signedInOnSettings(page, 'totp');
    const { secret, recoveryCodes } = await enableTwoFactor(page);
    expect(recoveryCodes).toHaveLength(10);
    const card = settingsCard(page, 'Two-factor authentication');
    await card.getByRole('button', { name: 'I have saved my codes' }).click();
    await card.getByLabel('Authenticator code or recovery code').waitFor();
    await card.getByText('On', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${server.url}/login`);
    await submitSignIn(page, account.email, account.password);
    await page.getByRole('heading', { name: 'Two-factor verification' }).waitFor();
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await text(page, authMessages.invalidTwoFactorCode);
    // The enabling code's step is spent: the next step's code is the one an app shows next.
    await page.getByLabel('Verification code').fill(await totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(`${server.url}/dashboard`);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${server.url}/login`);
    await submitSignIn(page, account.email, account.password);
    await page.getByLabel('Verification code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
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
    await signedInOnSettings(page, `layout${width}`);
    await page.getByRole('region', { name: 'Active sessions' }).getByText('This device').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
  });
});
