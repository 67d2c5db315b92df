/**
 * `npm run bench:main-thread`: where a signed-in page's main thread goes on a phone-speed CPU
 * (docs/performance.md, "Where the main thread goes on the manage page"). Opens the page in Debian's
 * Chromium at 4 x CPU (the Lighthouse mobile preset's factor), signed in, and prints the tasks over
 * 50 ms (what Lighthouse's TBT counts) and the CPU profile's self time by source, mapped back through
 * the build's source maps (`npm run build` first; the app running, e.g. `npm start` on the demo data).
 *
 *   --url=http://localhost:3000   --page=/games (or "manage": the signed-in host's first upcoming
 *   game's manage page)   --email=host@demo.pokerhome.local   --password=PokerHome1!
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    page: { type: 'string', default: '/games' },
    email: { type: 'string', default: 'host@demo.pokerhome.local' },
    password: { type: 'string', default: 'PokerHome1!' },
  },
});
const assets = path.resolve(import.meta.dirname, '../apps/web/dist/assets');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const signIn = await context.newPage();
  await signIn.goto(`${args.url}/login`);
  await signIn.getByLabel(/email/i).fill(args.email);
  await signIn
    .getByLabel(/password/i)
    .first()
    .fill(args.password);
  await signIn.getByRole('button', { name: /sign in/i }).click();
  await signIn.waitForURL(/dashboard|games/);
  let target = args.page;
  if (target === 'manage') {
    const games = await signIn.evaluate(async () => {
      const res = await fetch('/api/games?scope=upcoming&limit=5', {
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      return (await res.json()).data.games;
    });
    target = `/games/${games[0].id}/manage`;
  }

  // A fresh tab, so the page loads as a visit does: its chunks and first reads from the start.
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await page.goto(args.url + target, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traced;

  console.info(
    `## ${target} at 4 x CPU\n\nTasks over 50 ms (start after the first task, duration, what they hold):\n`,
  );
  // The page's main thread: the renderer thread that ran the most tasks.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (m) =>
    events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const inside = [
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'UpdateLayoutTree',
    'Layout',
    'ParseHTML',
  ];
  for (const task of tasks.filter((t) => t.dur > 50_000)) {
    const parts = {};
    for (const e of onMain)
      if (inside.includes(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
        parts[e.name] = (parts[e.name] ?? 0) + e.dur;
    const held = Object.entries(parts)
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => `${name} ${Math.round(us / 1000)} ms`)
      .join(', ');
    console.info(
      `- ${Math.round((task.ts - tasks[0].ts) / 1000)} ms: ${Math.round(task.dur / 1000)} ms (${held})`,
    );
  }

  const maps = new Map();
  const consumer = (url) => {
    const file = url.split('/assets/')[1];
    if (!file) return null;
    if (!maps.has(file)) {
      const map = path.join(assets, `${file}.map`);
      maps.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
    }
    return maps.get(file);
  };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const bySource = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') return;
    const us = profile.timeDeltas[i] ?? 0;
    total += us;
    const map = frame.url && consumer(frame.url);
    let source = frame.functionName ? `(${frame.functionName})` : '(native)';
    if (map) {
      const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      const file = (at.source ?? '?').replace(/^(\.\.\/)+/, '');
      // A package by its name, the app's own code by its folder.
      const pkg = file.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
      source = pkg ? pkg[1] : file.split('/').slice(0, 4).join('/');
    }
    bySource.set(source, (bySource.get(source) ?? 0) + us);
  });
  console.info(`\nCPU profile: ${Math.round(total / 1000)} ms busy; self time by source:\n`);
  for (const [source, us] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.info(`- ${source}: ${Math.round(us / 1000)} ms`);
} finally {
  await browser.close();
}
