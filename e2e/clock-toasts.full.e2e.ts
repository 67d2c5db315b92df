import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../apps/server/test/fixtures.ts';
import { signInAs } from './support/auth.ts';
import { collectPageErrors, phoneViewport, resultsDir, useBrowserPage } from './support/browser.ts';
import {
  allPaid,
  hostedGame,
  numberedGuests,
  openNightBuyIn,
  prizePool,
  startTournament,
  threeLevels,
} from './support/games.ts';
import { useTestServer } from './support/server.ts';

type Box = { x: number; y: number; width: number; height: number };
/** What the scripts run in the page use of its window (this project has no DOM types). */
type PageWindow = {
  getComputedStyle(el: unknown): { opacity: string; pointerEvents: string };
  scrollBy(x: number, y: number): void;
};

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The toasts that follow the host's actions on the clock view (docs/tournament.md, "The clock
 * view"): on a 390 px phone the host knocks players out one after another, and the toast of one
 * knockout must not sit on the controls of the next, wherever the host has scrolled them to. Below
 * `lg` toasts sit in the top bar, one at a time (docs/accessibility.md, "Toasts").
 */
describe('clock toasts', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  /**
   * A running 12-player tournament on the host's page at this size: everyone paid, rebuys and late
   * entries open, three places paid, so the clock view runs on under the controls as on a real night.
   */
  async function hostsClock(page: Page, viewport: { width: number; height: number }) {
    const host = await signedIn(server.url, 'host', { firstName: 'Hana', lastName: 'Host' });
    const { game, added } = await hostedGame(
      host,
      {
        name: 'Toast Night',
        maxParticipants: 14,
        buyIn: openNightBuyIn(),
        blindStructure: {
          startingChips: 2000,
          levels: threeLevels,
          prizePoolBreakdown: prizePool(50, 30, 20),
        },
      },
      numberedGuests(12),
    );
    expect(added.errors).toEqual([]);
    await allPaid(host, game.id, added);
    await page.setViewportSize(viewport);
    await signInAs(page, server, host);
    await page.goto(`${server.url}/games/${game.id}/tournament`);
    await startTournament(page);
    const controls = page.getByRole('region', { name: 'Clock controls' });
    await controls.waitFor();
    return { controls, eliminate: controls.getByRole('form', { name: 'Eliminate a player' }) };
  }

  /** The toast saying `text`, in sonner's live region (what a screen reader announces). */
  const toastOf = (page: Page, text: string) =>
    page.locator('section[aria-live="polite"] [data-sonner-toast]').filter({ hasText: text });

  /** Every toast that can be seen or tapped, the older ones stacked behind the newest included. */
  const toastBoxes = (page: Page) =>
    page.locator('[data-sonner-toast]').evaluateAll((toasts) =>
      toasts
        .filter((t) => {
          const style = (globalThis as never as PageWindow).getComputedStyle(t);
          return Number(style.opacity) > 0 || style.pointerEvents !== 'none';
        })
        .map((t) => {
          const { x, y, width, height } = t.getBoundingClientRect();
          return { key: t.textContent ?? '', box: { x, y, width, height } };
        }),
    );

  const shown = ({ x, y, width, height }: Box) =>
    `${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;

  /**
   * Samples the toasts for 1.2 s once `text` appears (they slide in, the older ones move back):
   * what they ever covered of `free`, and where they ever left `inside`, for a readable failure.
   */
  async function coveredWhileShown(
    page: Page,
    text: string,
    free: Record<string, Locator>,
    inside?: Locator,
  ): Promise<string[]> {
    await toastOf(page, text).waitFor();
    const seen = new Set<string>();
    // A toast counts where it rests: the same box in two samples in a row. Caught mid-slide (a
    // loaded machine samples an animation frame), it is on its way, not where it stays.
    let before = new Map<string, string>();
    for (let sample = 0; sample < 12; sample++) {
      const now = new Map<string, string>();
      for (const { key, box: toast } of await toastBoxes(page)) {
        now.set(key, shown(toast));
        if (before.get(key) !== shown(toast)) continue;
        for (const [name, target] of Object.entries(free)) {
          const box = await target.boundingBox();
          if (!box) throw new Error(`${name} is not on screen`);
          if (intersects(toast, box)) seen.add(`a toast at ${shown(toast)} covers ${name} at ${shown(box)}`);
        }
        const area = await inside?.boundingBox();
        // Sliding in from above the screen is fine; reaching down past the bar is not.
        if (area && toast.y + toast.height > area.y + area.height) {
          seen.add(`a toast at ${shown(toast)} reaches below the top bar at ${shown(area)}`);
        }
      }
      before = now;
      await page.waitForTimeout(100);
    }
    return [...seen];
  }

  /** Scrolls so that `target` starts right under the sticky top bar: the highest the host can read it. */
  async function underTheBar(page: Page, target: Locator) {
    const bar = (await page.getByRole('banner').boundingBox())?.height ?? 0;
    await target.evaluate(
      (el, top) => (globalThis as never as PageWindow).scrollBy(0, el.getBoundingClientRect().top - top),
      bar,
    );
    // The page runs on far enough under the controls for them to get there.
    expect((await target.boundingBox())?.y).toBeCloseTo(bar, 0);
  }

  /**
   * The tap is taken at once: nothing (a toast) covers the button, checked within 1 s (a trial click
   * runs the checks only). The click itself then has the default time: it also waits for what the
   * page does after it, which a loaded machine can take longer than 1 s over.
   */
  async function tapAtOnce(target: Locator) {
    await target.click({ trial: true, timeout: 1000 });
    await target.click();
  }

  it('on a 390 px phone, each knockout toast leaves the next knockout free at once', async () => {
    const page = browser.page();
    const errors = collectPageErrors(page);
    const { controls, eliminate } = await hostsClock(page, phoneViewport);
    const bar = page.getByRole('banner');
    const form = { 'the eliminate form': eliminate };
    const menu = { 'the menu button': bar.getByRole('button', { name: 'Open menu' }) };
    const knockOut = async (name: string) => {
      await underTheBar(page, eliminate);
      const busted = eliminate.getByLabel('Busted player');
      // No force and no waiting out the toast: both take the tap at once (trial: the checks only).
      await busted.click({ trial: true, timeout: 1000 });
      await busted.selectOption({ label: name });
      await tapAtOnce(eliminate.getByRole('button', { name: 'Eliminate', exact: true }));
    };

    // A rebuy and three knockouts in quick succession: the toasts stack while the host goes on.
    await controls.getByLabel('Player for a rebuy or add-on').selectOption({ label: 'Guest No12' });
    await controls.getByRole('button', { name: 'Rebuy' }).click();
    await toastOf(page, 'Rebuy for Guest No12 recorded').waitFor();
    for (const [i, name] of ['Guest No1', 'Guest No2', 'Guest No3'].entries()) {
      await knockOut(name);
      const toast = `${name} finished in place ${12 - i}`;
      expect(await coveredWhileShown(page, toast, form)).toEqual([]);
      // Still on screen, in the live region, when the next knockout is tapped.
      expect(await toastOf(page, toast).isVisible()).toBe(true);
    }
    // Where they sit: inside the top bar, left of its menu button, whatever is scrolled under it.
    expect(await coveredWhileShown(page, 'Guest No3 finished in place 10', menu, bar)).toEqual([]);
    await page.screenshot({ path: `${resultsDir}/clock-toasts-phone-390.png` });

    // The phone turned sideways (844 px: sonner's wide layout, the app's top bar still there).
    await page.setViewportSize({ width: phoneViewport.height, height: phoneViewport.width });
    await knockOut('Guest No4');
    expect(await coveredWhileShown(page, 'Guest No4 finished in place 9', { ...form, ...menu }, bar)).toEqual(
      [],
    );
    await page.screenshot({ path: `${resultsDir}/clock-toasts-phone-844.png` });
    expect(errors).toEqual([]);
  });

  it('at 1280 px, a knockout toast leaves the eliminate controls free', async () => {
    const page = browser.page();
    const { eliminate } = await hostsClock(page, { width: 1280, height: 800 });
    await eliminate.getByLabel('Busted player').selectOption({ label: 'Guest No1' });
    await tapAtOnce(eliminate.getByRole('button', { name: 'Eliminate', exact: true }));
    expect(
      await coveredWhileShown(page, 'Guest No1 finished in place 12', { 'the eliminate form': eliminate }),
    ).toEqual([]);
    await page.screenshot({ path: `${resultsDir}/clock-toasts-desktop-1280.png` });
    const busted = eliminate.getByLabel('Busted player');
    await busted.click({ trial: true, timeout: 1000 });
    await busted.selectOption({ label: 'Guest No2' });
    await tapAtOnce(eliminate.getByRole('button', { name: 'Eliminate', exact: true }));
    await toastOf(page, 'Guest No2 finished in place 11').waitFor();
  });
});
