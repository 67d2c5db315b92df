// Which page a path gets (plugins/web-app.ts, decision 0034 "Later"): the landing page the plain
// index.html, every other page app.html, which also preloads the signed-in frame's chunk; a build
// without app.html gets index.html throughout.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from './harness.ts';

function builtApp(pages: Record<string, string>) {
  const dist = mkdtempSync(path.join(tmpdir(), 'pokerhome-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(dist, name), html);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}

const index = '<!doctype html><html><head><title>PokerHome</title></head><body></body></html>';
const appPage =
  '<!doctype html><html><head><title>PokerHome</title><link rel="modulepreload" crossorigin href="/assets/frame.js"></head><body></body></html>';

async function page(url: string) {
  const res = await fetch(url);
  return { status: res.status, cache: res.headers.get('cache-control'), html: await res.text() };
}

describe('the web app page', () => {
  const server = useTestServer({
    env: { WEB_DIST_DIR: builtApp({ 'index.html': index, 'app.html': appPage }) },
  });

  it('gives the landing page the page that preloads nothing', async () => {
    for (const url of ['/', '/landing', '/landing?from=mail'])
      expect(await page(`${server.url}${url}`)).toEqual({ status: 200, cache: 'no-cache', html: index });
  });

  it("gives every other page the one that preloads the signed-in frame's chunk", async () => {
    for (const url of [
      '/dashboard',
      '/login',
      '/games/g-1/manage?tab=ledger',
      '/display/abc',
      '/no-such-page',
    ])
      expect(await page(`${server.url}${url}`)).toEqual({ status: 200, cache: 'no-cache', html: appPage });
  });
});

describe("the build's files", () => {
  const dist = builtApp({ 'index.html': index, 'app.html': appPage });
  writeFileSync(path.join(dist, 'assets', 'entry-abc123.js'), 'export const entry = 1;');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(path.dirname(dist), `${path.basename(dist)}-secret.txt`), 'not of the build');
  afterAll(() => rmSync(path.join(path.dirname(dist), `${path.basename(dist)}-secret.txt`), { force: true }));
  const server = useTestServer({ env: { WEB_DIST_DIR: dist } });

  it('sends an asset for a year, the other files fresh, HEAD too', async () => {
    const asset = await fetch(`${server.url}/assets/entry-abc123.js`);
    expect([asset.status, asset.headers.get('cache-control'), await asset.text()]).toEqual([
      200,
      'public, max-age=31536000, immutable',
      'export const entry = 1;',
    ]);
    const icon = await fetch(`${server.url}/favicon.svg`, { method: 'HEAD' });
    expect([icon.status, icon.headers.get('cache-control'), icon.headers.get('content-type')]).toEqual([
      200,
      'no-cache',
      'image/svg+xml',
    ]);
  });

  it('answers an unknown file 404 in the envelope, and sends nothing from outside the build', async () => {
    const missing = await fetch(`${server.url}/assets/gone-000000.js`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    for (const url of [
      `/assets/..%2f..%2f${path.basename(dist)}-secret.txt`,
      `/..%2f${path.basename(dist)}-secret.txt`,
    ]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await res.text()).not.toContain('not of the build');
    }
  });
});

describe('the web app page of a build without app.html', () => {
  const server = useTestServer({ env: { WEB_DIST_DIR: builtApp({ 'index.html': index }) } });

  it('gives every page index.html', async () => {
    for (const url of ['/landing', '/dashboard'])
      expect(await page(`${server.url}${url}`)).toEqual({ status: 200, cache: 'no-cache', html: index });
  });
});
