import type { Locator, Page } from 'playwright-core';
import type { TestServer } from '../../apps/server/test/harness.ts';
import { createAccount, signIn, totpCode } from './auth.ts';

/** The settings page's cards are regions named by their titles. */
export const settingsCard = (page: Page, title: string): Locator => page.getByRole('region', { name: title });

/** A new account, signed in on `page` and on its settings page. */
export async function signedInOnSettings(page: Page, server: TestServer, prefix: string) {
  const account = await createAccount(server, prefix);
  await signIn(page, server, account);
  await page.goto(`${server.url}/settings`);
  return account;
}

/** Fills and submits the Change password card. */
export async function submitPasswordChange(page: Page, current: string, next: string, confirm = next) {
  const card = settingsCard(page, 'Change password');
  await card.getByLabel('Current password', { exact: true }).fill(current);
  await card.getByLabel('New password', { exact: true }).fill(next);
  await card.getByLabel('Confirm new password', { exact: true }).fill(confirm);
  await card.getByRole('button', { name: 'Change password' }).click();
}

/**
 * Turns two-factor on from /settings the way a user would: start the setup, read the setup key
 * off the page (as if typed into an authenticator), enter the current code. Answers the secret
 * and the recovery codes shown.
 */
export async function enableTwoFactor(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  const card = settingsCard(page, 'Two-factor authentication');
  await card.getByRole('button', { name: 'Enable two-factor authentication' }).click();
  await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = ((await card.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  await card.getByLabel('Code from the app').fill(await totpCode(secret));
  await card.getByRole('button', { name: 'Verify and enable' }).click();
  const list = card.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  return { secret, recoveryCodes };
}
