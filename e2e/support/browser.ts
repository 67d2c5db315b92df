import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** Debian's Chromium; playwright-core ships no browser of its own. */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Headless, and nothing that talks to Google or the network on its own, so a run depends only on
 * the server under test: no QUIC, no background networking, component updates or sync.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const resultsDir = path.resolve(import.meta.dirname, '../test-results');

/**
 * `chromium.launch` rather than `launchPersistentContext`: Playwright gives every launch a fresh
 * temporary user-data-dir of its own and deletes it on close, and one browser can then hand each
 * test a new, isolated context (no shared cookies or storage) in milliseconds instead of starting
 * a browser per test.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

/** A file name from the test's full name: "shell > opens / …" → "shell-opens-…". */
export function screenshotName(fullName: string): string {
  const slug = fullName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
  return `${slug || 'test'}.png`;
}

/**
 * One browser for the calling file and a fresh context and page per test. When a test fails, the
 * page is saved to e2e/test-results/<test-name>.png before the context closes (an afterEach sees
 * the failed result; onTestFailed would run after the context is gone).
 */
export function useBrowserPage(): { page(): Page; context(): BrowserContext } {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('browser did not start');
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  afterEach(async ({ task }) => {
    try {
      if (task.result?.state === 'fail' && page && !page.isClosed()) {
        mkdirSync(resultsDir, { recursive: true });
        const names: string[] = [];
        for (let t: { name: string; suite?: unknown } | undefined = task; t; t = t.suite as typeof t) {
          if (t.name) names.unshift(t.name);
        }
        const file = path.join(resultsDir, screenshotName(names.join(' ')));
        await page.screenshot({ path: file, fullPage: true });
        console.error(`screenshot of the failed page: ${file}`);
      }
    } finally {
      await context?.close();
      context = undefined;
      page = undefined;
    }
  });

  return {
    page() {
      if (!page) throw new Error('no page: call inside a test');
      return page;
    },
    context() {
      if (!context) throw new Error('no context: call inside a test');
      return context;
    },
  };
}

/**
 * Script errors and console errors of a page, e.g. a CSP violation. The browser's own
 * "Failed to load resource" lines are left out: a signed-out visitor's session check answers 401
 * by design.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return errors;
}

/** The text of the first element with this test id (null when it has none). */
export function textOf(page: Page, testId: string): Promise<string | null> {
  return page.getByTestId(testId).first().textContent();
}

/** Waits for the first element showing this text (a string matches the whole text exactly). */
export function seen(page: Page, text: string | RegExp): Promise<void> {
  return page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor();
}

/** A phone's screen: the narrow width the journeys check. */
export const phoneViewport = { width: 390, height: 844 };

/**
 * A signed-out visitor on a phone: `visit` gets a page in a new context of the file's browser (no
 * cookies, so no session of the test's page), closed after it.
 */
export async function asSignedOutPhone(
  browser: { context(): BrowserContext },
  visit: (page: Page) => Promise<void>,
): Promise<void> {
  const visitor = await browser.context().browser()!.newContext({ viewport: phoneViewport });
  try {
    await visit(await visitor.newPage());
  } finally {
    await visitor.close();
  }
}

/**
 * The other screens of a journey (a TV, a player's phone): one more browser for the calling file,
 * a new context per screen at the given size, all closed after the file.
 */
export function useOtherScreens(): (viewport: { width: number; height: number }) => Promise<{
  context: BrowserContext;
  page: Page;
}> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });
  return async (viewport) => {
    if (!browser) throw new Error('the other browser did not start');
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    return { context, page: await context.newPage() };
  };
}
