import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
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
  const shows = (page: Page, text: string | RegExp) =>
    page.getByText(text).first().waitFor({ timeout: seenWithin });
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(resultsDir, `live-feed-${name}.png`), fullPage: true });
  return { server, browser, seenWithin, screenOf, open, notReloaded, shows, shot };
}
