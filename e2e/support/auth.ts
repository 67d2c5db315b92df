import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { fixturePassword } from '../../apps/server/test/client.ts';
import { api, type TestServer } from '../../apps/server/test/harness.ts';
import { outboxOf } from '../../apps/server/test/outbox.ts';

type Server = { url: string };

export type TestAccount = { firstName: string; lastName: string; email: string; password: string };

/** Passes the register rules: upper, lower, digit and one of @$!%*?&. */
export const strongPassword = 'FullH0use!';

/** An address no other test uses (every test shares the file's server and database). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Creates an account through the API, for journeys that are not about signing up. */
export async function createAccount(server: Server, prefix: string): Promise<TestAccount> {
  const account = {
    firstName: 'Tess',
    lastName: 'Tester',
    email: uniqueEmail(prefix),
    password: strongPassword,
  };
  const { status, headers } = await api(server, 'POST', '/api/auth/register', {
    ...account,
    confirmPassword: account.password,
    role: 'host',
    acceptTerms: true,
  });
  if (status !== 201) throw new Error(`registering ${account.email} answered ${status}`);
  // Registering signs in; end that session so the account's sessions are only the browsers'.
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  await api(server, 'POST', '/api/auth/logout', undefined, { cookie });
  return account;
}

/** Fills the sign-in form (the page must show it) and submits it. */
export async function submitSignIn(page: Page, email: string, password: string, rememberMe = false) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens /login, signs in and waits for the signed-in shell. */
export async function signIn(page: Page, server: Server, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.goto(`${server.url}/login`);
  await submitSignIn(page, account.email, account.password);
  // Only a signed-in session gets past the guards to /dashboard.
  await page.waitForURL(`${server.url}/dashboard`);
}

/** Signs the page in as an account the server tests' `signedIn` registered (with their password). */
export async function signInAs(page: Page, server: Server, account: { user: { email: string } }) {
  await signIn(page, server, { email: account.user.email, password: fixturePassword });
}

/**
 * The in-app path of the newest link of `kind` mailed to `to` (read from the server's outbox, as the
 * operator reads it; mail is sent after the answer, so this polls). `after` skips older messages,
 * e.g. a previous link.
 */
export async function mailedLink(
  server: Pick<TestServer, 'app'>,
  to: string,
  kind: 'verify-email' | 'reset-password' | 'game-invitation' | 'product-invitation' | 'newsletter-confirm',
  after?: string,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const message = (await outboxOf(server)).find(
      (m) => m.to === to && m.kind === kind && (!after || m.createdAt > after),
    );
    const url = message?.text.match(/https?:\/\/\S+/)?.[0];
    if (url) {
      const { pathname, search } = new URL(url);
      return `${pathname}${search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} e-mail to ${to} in the outbox`);
}

/**
 * An authenticator code `offsetSteps` 30-second steps from now. The server never accepts the same
 * step twice, so a sign-in right after enabling uses the next step (within its ±1 step tolerance).
 */
export function totpCode(secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}
