import { authMessages } from '@pokerhome/domain';
import { emptyRegisterMessages } from '@pokerhome/domain/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  mailedLink,
  strongPassword,
  submitSignIn,
  totpCode,
  uniqueEmail,
} from './support/auth.ts';
import { collectPageErrors, useBrowserPage } from './support/browser.ts';
import { useTestServer } from './support/server.ts';
import { enableTwoFactor, settingsCard, signedInOnSettings } from './support/settings.ts';

/** Sign-up, sign-in, the e-mailed links and the guards, against the real server and built app. */
describe('accounts', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  const text = (page: Page, message: string) => page.getByText(message, { exact: true }).first().waitFor();
  const createAccountButton = (page: Page) => page.getByRole('button', { name: 'Create account' });

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
    const account = await signedInOnSettings(page, server, 'verify');
    await text(page, 'Not verified');

    await page.goto(`${server.url}${await mailedLink(server, account.email, 'verify-email')}`);
    await text(page, authMessages.emailVerified);
    await page.goto(`${server.url}/settings`);
    await text(page, 'Verified');

    await page.goto(`${server.url}/verify-email?token=${'x'.repeat(43)}`);
    await text(page, authMessages.linkInvalid);
    await text(page, `${authMessages.alreadyVerified}.`);
  });

  it('enables two-factor, then signs in with a code and with a recovery code', async () => {
    const page = browser.page();
    const errors = collectPageErrors(page);
    const account = await signedInOnSettings(page, server, 'totp');
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
});
