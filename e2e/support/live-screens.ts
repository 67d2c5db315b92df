import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll } from 'vitest';
import type { signedIn } from '../../apps/server/test/fixtures.ts';
import { resultsDir } from './browser.ts';
import { useLiveJourney } from './journey.ts';

export type Person = Awaited<ReturnType<typeof signedIn>>;

/**
 * The live feed's journeys (docs/live-feed.md): screens opened by one person, changed by another.
 * "Without a reload": a mark set on the page before the change is still there after it. Nothing on
 * these screens polls, so only the feed can have brought the change; the wait allows for a slow
 * machine (the figures of the delay are in docs/performance.md, "Live feed").
 */
export function useLiveScreens() {
  const { server, browser, screen } = useLiveJourney();
  const seenWithin = 20_000;

  /** A screen signed in as `who` (their session cookies), at this size. */
  async function screenOf(
    who: Person,
    viewport: { width: number; height: number },
    context?: BrowserContext,
  ) {
    const ctx = context ?? (await screen(viewport)).context;
    await ctx.addCookies([...who.cookies].map(([name, value]) => ({ name, value, url: server.url })));
    const page = context ? browser.page() : (ctx.pages()[0] ?? (await ctx.newPage()));
    await page.setViewportSize(viewport);
    return page;
  }
  /** Opens the page and marks it: a reload would lose the mark. */
  async function open(page: Page, route: string, ready: string | RegExp) {
    await page.goto(`${server.url}${route}`);
    await page.getByText(ready).first().waitFor();
    await page.evaluate(() => {
      (globalThis as unknown as { liveMark: boolean }).liveMark = true;
    });
  }
  const notReloaded = (page: Page) =>
    page.evaluate(() => (globalThis as unknown as { liveMark?: boolean }).liveMark === true);

  /*
   * How long each screen took, from the moment the change was asked for (its request, whatever the
   * machine's load) to the screen showing it: printed when the file ends and appended to
   * test-results/live-feed-delays.jsonl, the figures docs/performance.md ("Live feed") quotes. Not
   * asserted: a timed assertion fails on a loaded machine, not on a slow feed.
   */
  let changeAsked = 0;
  const delays: Array<{ screen: string; ms: number }> = [];
  /** Call right before the change is asked for, by whichever person or device makes it. */
  const changing = () => {
    changeAsked = performance.now();
  };
  /** Waits for `shown` and notes how long `screen` took since the change was asked for. */
  async function seen(screen: string, shown: Promise<unknown>) {
    await shown;
    delays.push({ screen, ms: Math.round(performance.now() - changeAsked) });
  }
  const shows = (page: Page, text: string | RegExp, screen = String(text)) =>
    seen(screen, page.getByText(text).first().waitFor({ timeout: seenWithin }));
  /** The page's list named `list` shows `text`. */
  const listShows = (page: Page, list: string, text: string, screen: string) =>
    seen(screen, page.getByRole('list', { name: list }).getByText(text).waitFor({ timeout: seenWithin }));
  afterAll(() => {
    if (delays.length === 0) return;
    for (const d of delays)
      console.info(`live feed: ${d.screen} showed the change ${d.ms} ms after it was asked for`);
    const lines = delays.map((d) => JSON.stringify({ ...d, at: new Date().toISOString() })).join('\n');
    appendFileSync(path.join(resultsDir, 'live-feed-delays.jsonl'), `${lines}\n`);
  });
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(resultsDir, `live-feed-${name}.png`), fullPage: true });
  return { server, browser, seenWithin, screenOf, open, notReloaded, changing, seen, shows, listShows, shot };
}
