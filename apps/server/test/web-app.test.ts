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

describe('the web app page of a build without app.html', () => {
  const server = useTestServer({ env: { WEB_DIST_DIR: builtApp({ 'index.html': index }) } });

  it('gives every page index.html', async () => {
    for (const url of ['/landing', '/dashboard'])
      expect(await page(`${server.url}${url}`)).toEqual({ status: 200, cache: 'no-cache', html: index });
  });
});
