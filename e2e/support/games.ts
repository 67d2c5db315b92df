import path from 'node:path';
import type { Page } from 'playwright-core';
import { gamePayload } from '../../apps/server/test/fixtures.ts';
import { api } from '../../apps/server/test/harness.ts';
import type { TestAccount } from './auth.ts';
import { resultsDir } from './browser.ts';

type Server = { url: string };

/** The session cookie of a fresh API sign-in, for set-up calls made as that account. */
export async function cookieOf(server: Server, account: TestAccount): Promise<string> {
  const res = await api(server, 'POST', '/api/auth/login', {
    email: account.email,
    password: account.password,
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** A game created through the API (the wizard is another screen's journey); answers its id. */
export async function createGame(
  server: Server,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await api<{ data: { game: { id: string } } }>(
    server,
    'POST',
    '/api/games',
    gamePayload(overrides),
    { cookie },
  );
  if (res.status !== 201) throw new Error(`creating a game answered ${res.status}`);
  return res.body.data.game.id;
}

type OutboxMessage = { to: string; kind: string; text: string; createdAt: string };

/** The path of the link in the newest e-mail of `kind` to `to` (the dev outbox keeps them). */
export async function mailedPath(server: Server, to: string, kind: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { body } = await api<{ data: { messages: OutboxMessage[] } }>(server, 'GET', '/api/dev/outbox');
    const message = body.data.messages.find((m) => m.to === to && m.kind === kind);
    const url = message?.text.match(/https?:\/\/\S+/)?.[0];
    if (url) {
      const { pathname, search } = new URL(url);
      return `${pathname}${search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} e-mail to ${to} in the outbox`);
}

/** Full-page screenshots at desktop (1280 px) and phone (390 px) width, then back to the first size. */
export async function shootBoth(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(resultsDir, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
