import { describe, expect, it } from 'vitest';
import { collectPageErrors, useBrowserPage } from './support/browser.ts';
import { useTestServer } from './support/server.ts';

/** The web app shell against the real server serving the built app (npm run build first). */
describe('web app shell', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  it('sends / to /landing', async () => {
    const page = browser.page();
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/landing`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Get Started' }).first().getAttribute('href')).toBe(
      '/register',
    );
    expect(errors).toEqual([]);
  });

  it('sends an unknown path to /landing', async () => {
    const page = browser.page();
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL(`${server.url}/landing`);
    expect(await page.title()).toContain('PokerHome');
  });

  it('sends a signed-out visitor of /dashboard to /login', async () => {
    const page = browser.page();
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('shows the overall status and the database operational on /status', async () => {
    const page = browser.page();
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/status`);
    const overall = page.getByRole('heading', { name: /^Overall status: (Operational|Degraded)$/ });
    await overall.waitFor();
    const database = page.getByTestId('service-database');
    await database.getByText('Operational').waitFor();
    expect(await database.getByText('Database').isVisible()).toBe(true);
    expect(await page.getByTestId('service-webApp').getByText('Operational').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
