#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse (the npm package, pinned) over the pages a phone opens
 * first, on the app started exactly as `npm start` starts it (scripts/start.mjs: production mode,
 * the built web app served by the API process), with the demo data (`npm run seed:demo`) in a fresh
 * PGlite directory. Mobile preset with simulated throttling for every page, the desktop preset for
 * the TV page (a big screen on a wired network). Signed-in pages carry the demo host's session
 * cookies, taken from a real sign-in just before each page is measured. Chromium is Debian's
 * (/usr/bin/chromium, or CHROME_PATH). Decision 0034; figures in docs/performance.md ("On the phone").
 *
 *   --port=3170   --runs=1 (per page; the median run by performance score is kept)
 *   --only=landing,dashboard (page keys)   --keep-data (reuse .bench/lighthouse/data)
 *   --reports=DIR (write each run's JSON report there, to see the audits behind a score)
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '3170' },
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
    'keep-data': { type: 'boolean', default: false },
    reports: { type: 'string' },
  },
});
const port = Number(args.port);
const runs = Math.max(1, Number(args.runs));
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.bench', 'lighthouse', 'data');
const demoHost = { email: 'host@demo.pokerhome.local', password: 'PokerHome1!' };

/** The pages, in the order measured. `signedIn`: carries the host's session. */
const pages = [
  { key: 'landing', label: '/landing', path: () => '/landing' },
  { key: 'login', label: '/login', path: () => '/login' },
  { key: 'dashboard', label: '/dashboard', signedIn: true, path: () => '/dashboard' },
  { key: 'games', label: '/games', signedIn: true, path: () => '/games' },
  {
    key: 'manage',
    label: '/games/{id}/manage',
    signedIn: true,
    path: (t) => `/games/${t.gameId}/manage`,
  },
  {
    key: 'tv',
    label: '/display/{token} (TV, desktop)',
    desktop: true,
    path: (t) => `/display/${t.displayToken}`,
  },
].filter((p) => !args.only || args.only.split(',').includes(p.key));

const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: origin,
  DATA_DIR: dataDir,
};
// `npm start` decides the mode itself (production); the bench's own shell must not override it.
delete env.NODE_ENV;
delete env.DATABASE_URL;
delete env.REDIS_URL;

function seed() {
  if (!args['keep-data']) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/seed-demo.ts'], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) throw new Error('seeding the demo data failed');
}

/** `npm start`, as a user runs it (it builds the web app first when its sources changed). */
async function startApp() {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`npm start exited (${code})`))),
  );
  const ready = (async () => {
    // The first start may build the web app: minutes on a busy machine.
    const deadline = Date.now() + 15 * 60_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the app did not answer /api/health');
  })();
  await Promise.race([ready, exited]);
  return child;
}

async function api(method, url, { cookie, body } = {}) {
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method === 'POST') headers['idempotency-key'] = randomUUID();
  const res = await fetch(`${origin}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** A fresh session of the demo host: its cookies as one Cookie header. */
async function signIn() {
  return (await sessionCookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** A fresh sign-in of the demo host: the cookies the server set, by name and value. */
async function sessionCookies() {
  const res = await api('POST', '/api/auth/login', { body: demoHost });
  return res.headers.getSetCookie().map((c) => {
    const pair = c.split(';')[0];
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/**
 * Signs the browser Lighthouse drives in, or out: a fresh session's cookies go into its cookie jar, as a
 * sign-in in that browser would leave them. A Cookie request header is not enough: the app reads
 * its readable `ph_in` cookie from `document.cookie` before asking who is signed in (decision
 * 0034), and without it a signed-in page is sent to /login. Lighthouse keeps cookies between runs,
 * so a public page's run starts from an empty jar.
 */
async function setBrowserSession(chrome, signedIn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const jar = browser.contexts()[0];
    await jar.clearCookies();
    if (signedIn) await jar.addCookies((await sessionCookies()).map((c) => ({ ...c, url: origin })));
  } finally {
    // Connected, not launched: this closes the connection and leaves Chromium running.
    await browser.close();
  }
}

/** The host's upcoming tournament (its manage page), and the TV link of it once started. */
async function findTargets() {
  const cookie = await signIn();
  const games = (await (await api('GET', '/api/games?limit=20', { cookie })).json()).data.games;
  const friday = games.find((g) => g.name === 'Friday Night Tournament');
  if (!friday) throw new Error('the demo data has no Friday Night Tournament');
  return { gameId: friday.id, cookie };
}

async function startTournament(targets) {
  const res = await api('POST', `/api/tournaments/${targets.gameId}/start`, {
    cookie: targets.cookie,
    body: {},
  });
  const { displayUrl } = (await res.json()).data.tournament;
  targets.displayToken = displayUrl.split('/display/')[1];
}

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/**
 * One Lighthouse run of a page. A run that Lighthouse itself could not record (NO_NAVSTART and the
 * like: the trace lost on a machine too busy) is run again, up to three times.
 */
async function audit(chrome, page, targets) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(chrome, page, targets);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRunError)) throw error;
      console.warn(`${error.message}: running it again`);
    }
  }
}

class LighthouseRunError extends Error {}

async function auditOnce(chrome, page, targets) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  await setBrowserSession(chrome, Boolean(page.signedIn));
  const result = await lighthouse(
    `${origin}${page.path(targets)}`,
    flags,
    page.desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${page.label}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new LighthouseRunError(`${page.label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (args.reports) {
    mkdirSync(args.reports, { recursive: true });
    writeFileSync(path.join(args.reports, `${page.key}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    transferred: metric('total-byte-weight'),
    finalUrl: lhr.finalDisplayedUrl,
    // Lighthouse's measure of this machine's speed during the run (a quiet desktop: about 1,000 to
    // 2,000). Simulated throttling scales the CPU time it observed, so a busy machine reads slow.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function main() {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  const cpus = os.cpus();
  console.info(
    `## Lighthouse ${lighthouse.version ?? ''}: mobile preset, simulated throttling (TV: desktop preset), ${runs} run(s) per page, ${cpus.length} x ${cpus[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadAverage()} at the start`,
  );
  seed();
  const app = await startApp();
  let chrome;
  const rows = [];
  try {
    const targets = await findTargets();
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    for (const page of pages) {
      if (page.key === 'tv') await startTournament(targets);
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await audit(chrome, page, targets));
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)];
      if (new URL(median.finalUrl).pathname !== page.path(targets))
        console.warn(`${page.label} ended on ${median.finalUrl}: a redirect, not the page`);
      rows.push({ page, ...median, all: results.map((r) => r.performance) });
    }
  } finally {
    await chrome?.kill();
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
  }
  console.info(
    '\n| page | performance | LCP | TBT | FCP | CLS | Speed Index | bytes | accessibility | best practices | SEO | benchmark index |',
  );
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const perf = runs > 1 ? `${r.performance} (${r.all.join(', ')})` : String(r.performance);
    console.info(
      `| ${r.page.label} | ${perf} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${seconds(r.fcp)} | ${r.cls.toFixed(3)} | ${seconds(r.si)} | ${Math.round(r.transferred / 1024)} KiB | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.benchmarkIndex)} |`,
    );
  }
  console.info(`\nLoad average ${loadAverage()} at the end.`);
}

main().catch((error) => {
  console.error('Lighthouse bench failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
