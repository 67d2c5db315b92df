import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dollarBuyIn, gamePayload, type signedIn } from '../../apps/server/test/fixtures.ts';

import { api } from '../../apps/server/test/harness.ts';
import { signInAs, type TestAccount } from './auth.ts';
import { resultsDir } from './browser.ts';

export { dollarBuyIn };

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

/** Three 20-minute levels, 10/20, 20/40 and 30/60: a short structure for a journey's tournament. */
export const threeLevels = [
  { level: 1, smallBlind: 10, bigBlind: 20, duration: 20 },
  { level: 2, smallBlind: 20, bigBlind: 40, duration: 20 },
  { level: 3, smallBlind: 30, bigBlind: 60, duration: 20 },
];

/** The prize pool paid to the first places, these percentages in finishing order. */
export const prizePool = (...percentages: number[]) => ({
  payouts: percentages.map((percentage, i) => ({ position: i + 1, percentage })),
});

type Host = Pick<Awaited<ReturnType<typeof signedIn>>, 'post'>;

/** The guests "Guest No1" … "Guest No<count>", as the participants endpoint takes them. */
export function numberedGuests(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    isGuest: true,
    guestFirstName: 'Guest',
    guestLastName: `No${i + 1}`,
  }));
}

/**
 * A game the host creates through the API (the wizard is another journey's), with these
 * participants added and no e-mail sent: the game and what the participants endpoint answered.
 */
export async function hostedGame(host: Host, overrides: Record<string, unknown>, participants: unknown[]) {
  const game = (await host.post('/api/games', gamePayload(overrides))).body.data.game;
  const added = await host.post(`/api/games/${game.id}/participants`, {
    participants,
    sendEmailInvitations: false,
  });
  return { game, added: added.body.data };
}

/**
 * A $20 buy-in, no fees, with the rebuys ($20 for 2000 chips) and re-entries of a long night open
 * until level 3, and these further terms (an add-on, say).
 */
export const openNightBuyIn = (terms: Record<string, unknown> = {}) =>
  dollarBuyIn(
    20,
    {},
    {
      rebuy: { allowed: true, price: 20, chips: 2000, untilLevel: 3 },
      reEntry: { allowed: true, untilLevel: 3 },
      ...terms,
    },
  );

/** Everyone added paid at the door (the check-in list's "All paid"): a buy-in each in the ledger. */
export async function allPaid(host: Host, gameId: string, added: { participants: Array<{ id: string }> }) {
  const paid = await host.post(`/api/games/${gameId}/ledger/check-in`, {
    participantIds: added.participants.map((p) => p.id),
  });
  expect(paid.status).toBe(200);
}

/** Signs the page in as the host and opens the game's manage page. */
export async function onManagePage(
  page: Page,
  server: Server,
  host: { user: { email: string } },
  gameId: string,
): Promise<void> {
  await signInAs(page, server, host);
  await page.goto(`${server.url}/games/${gameId}/manage`);
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

/**
 * Taps Start Tournament (manage page or tournament page) and, when the host is asked about players
 * not marked arrived, seats them: the journeys that do not test the check-in start everyone.
 */
export async function startTournament(page: Page) {
  await page.getByRole('button', { name: 'Start Tournament' }).click();
  const asked = page.getByRole('button', { name: 'Start and seat them' });
  await asked
    .or(page.getByRole('tab', { name: 'Clock' }))
    .first()
    .waitFor();
  if (await asked.isVisible()) await asked.click();
}
