/**
 * `npm run bench`: HTTP reads at 50 connections, on PGlite and on PostgreSQL (BENCH_DATABASE_URL),
 * on the large load database and on one ten times smaller. Each endpoint is printed beside a bare
 * Fastify route and a one-row primary-key read through the same driver, measured in the same run by
 * the same server process; login beside a bare argon2id hash. The load comes from this process
 * (autocannon), the server is a child process (apps/server/src/scripts/bench-server.ts).
 *
 * The servers of both database sizes run side by side and each endpoint is measured on one, then
 * the other, at once: a machine whose speed drifts over the minutes of a run (a shared host) moves
 * both figures of a pair alike, so the large / small table compares the databases, not the minutes.
 *
 * Missing load databases are seeded first (npm run seed:load): PGlite in .bench/pglite-s<scale>,
 * PostgreSQL in databases named after BENCH_DATABASE_URL's with _s1 / _s01 appended.
 *
 *   --backends=pglite,postgres   --scales=1,0.1   --duration=3 (seconds per endpoint)
 *   --connections=50   --only=games,health (endpoint keys)   --port=3150 (each database size uses
 *   two ports from there: the application and the baselines)   --lighthouse=off (skip the phone
 *   pages: scripts/bench-lighthouse.mjs, `npm run bench:lighthouse`, run last)
 *   --scenarios=reads,many   --many-users=300   --many-scale=1   --cpu-prof (profile the many-users
 *   servers into .bench/profiles)
 *
 * The "many users" scenario (scripts/bench-many.mjs) runs after the reads, per backend, once with
 * the read cache and once with READ_CACHE=off.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { runMany } from './bench-many.mjs';
import { buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    backends: { type: 'string', default: 'pglite,postgres' },
    scales: { type: 'string', default: '1,0.1' },
    duration: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3150' },
    scenarios: { type: 'string', default: 'reads,many' },
    'many-users': { type: 'string', default: '300' },
    'many-scale': { type: 'string', default: '1' },
    'cpu-prof': { type: 'boolean', default: false },
    lighthouse: { type: 'string', default: 'on' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const firstPort = Number(args.port);
const scales = args.scales.split(',').map(Number);
const only = args.only?.split(',');

/** What is measured, in the order printed. `base` is the baseline server (port + 1). */
const endpoints = [
  { key: 'bare', label: 'bare Fastify JSON', base: true, path: () => '/bare' },
  { key: 'one-row', label: 'one-row primary-key read', base: true, path: () => '/one-row' },
  { key: 'games', label: 'GET /api/games?limit=20', path: () => '/api/games?limit=20' },
  { key: 'game', label: 'GET /api/games/{id}', path: (t) => `/api/games/${t.gameId}` },
  { key: 'dashboard', label: 'GET /api/dashboard/stats', path: () => '/api/dashboard/stats' },
  {
    key: 'search',
    label: 'GET /api/users/contacts/search?q=ad',
    path: () => '/api/users/contacts/search?q=ad',
  },
  {
    key: 'clock',
    label: 'GET /api/tournaments/{id}/clock',
    path: (t) => `/api/tournaments/${t.tournamentId}/clock`,
  },
  { key: 'health', label: 'GET /api/health', path: () => '/api/health' },
  { key: 'templates', label: 'GET /api/templates', path: () => '/api/templates' },
  { key: 'contacts', label: 'GET /api/users/contacts', path: () => '/api/users/contacts' },
  { key: 'ledger', label: 'GET /api/games/{id}/ledger', path: (t) => `/api/games/${t.ledgerGameId}/ledger` },
  {
    key: 'rsvp',
    label: 'POST /api/games/{id}/rsvp',
    method: 'POST',
    path: (t) => `/api/games/${t.rsvpGameId}/rsvp`,
    body: () => ({ status: 'accepted' }),
  },
  { key: 'argon2', label: 'bare argon2id hash', base: true, path: () => '/argon2' },
  {
    key: 'login',
    label: 'POST /api/auth/login',
    method: 'POST',
    anonymous: true,
    path: () => '/api/auth/login',
    body: (t) => ({ email: t.email, password: t.password }),
  },
].filter((e) => !only || only.includes(e.key) || e.base);

const scaleName = (scale) => `s${String(scale).replace('.', '')}`;

function backendsToRun() {
  const wanted = args.backends.split(',');
  const list = [];
  if (wanted.includes('pglite')) list.push({ name: 'PGlite', kind: 'pglite' });
  if (wanted.includes('postgres')) {
    if (process.env.BENCH_DATABASE_URL) list.push({ name: 'PostgreSQL', kind: 'postgres' });
    else
      console.info(
        'PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/perfbench).',
      );
  }
  return list;
}

function databaseUrlFor(scale) {
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `${url.pathname.replace(/^\//, '') || 'perfbench'}_${scaleName(scale)}`;
  return url.toString();
}

/** The environment of the seed and of the server: one data directory or one database per scale. */
async function prepare(backend, scale, port) {
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  env.DATA_DIR = path.join(root, '.bench', `pglite-${scaleName(scale)}`);
  let seeded = existsSync(path.join(env.DATA_DIR, 'pgdata'));
  if (backend.kind === 'postgres') {
    env.DATABASE_URL = databaseUrlFor(scale);
    const name = new URL(env.DATABASE_URL).pathname.slice(1);
    // The server's maintenance database: the load databases themselves may not exist yet.
    const adminUrl = new URL(process.env.BENCH_DATABASE_URL);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
    await admin.end();
    seeded = rowCount > 0;
  }
  if (!seeded) {
    console.info(`Seeding the ${backend.name} load database at scale ${scale} (once)...`);
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/scripts/seed-load.ts', `--scale=${scale}`],
      { cwd: root, env, stdio: 'inherit' },
    );
    if (run.status !== 0) throw new Error('seeding failed');
  }
  return env;
}

/** The V8 flags `npm start` gives the server (package.json's start script), so the bench measures the same heap. */
const startFlags =
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start.match(/--[\w-]+=\S+/g) ??
  [];

async function startServer(env, nodeArgs = []) {
  // Run from the bundle, as `npm start` runs the server (scripts/build-server.mjs), with its flags.
  const child = spawn(process.execPath, [...startFlags, ...nodeArgs, await buildServer('bench-server')], {
    cwd: root,
    env,
    // The application's request log goes to /dev/null: written, as in production, but not shown.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (targets) => resolve({ child, targets }));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}

async function signIn(targets, port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: targets.email, password: targets.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function load(url, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * Requests the previous run left queued in the server (autocannon stops sending, the server keeps
 * working) would be billed to the next endpoint: wait until a bare request answers promptly.
 */
async function settle(port) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.arrayBuffer());
    if (performance.now() - started < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function measure(endpoint, { targets, cookie, port }) {
  const target = `http://127.0.0.1:${endpoint.base ? port + 1 : port}${endpoint.path(targets)}`;
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  if (!endpoint.anonymous && !endpoint.base) headers.cookie = cookie;
  let client = 0;
  const options = {
    method: endpoint.method ?? 'GET',
    headers: endpoint.body ? { ...headers, 'content-type': 'application/json' } : headers,
    body: endpoint.body ? JSON.stringify(endpoint.body(targets)) : undefined,
    // Sign-ins come from many addresses, as they do in life: the per-address limit stays on.
    requests: endpoint.anonymous
      ? [
          {
            setupRequest: (req) => {
              client += 1;
              const ip = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
              return { ...req, headers: { ...req.headers, 'x-forwarded-for': ip } };
            },
          },
        ]
      : undefined,
  };
  await settle(port);
  await load(target, { ...options, duration: 1 }); // warm-up, not counted
  await settle(port);
  const r = await load(target, { ...options, duration });
  if (process.env.BENCH_DEBUG)
    console.error(endpoint.key, r.statusCodeStats, r.errors, r.timeouts, r.requests.total);
  return {
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

/** One server per database size, side by side, each signed in as the benchmark user. */
async function startAll(backend) {
  const running = [];
  for (const [i, scale] of scales.entries()) {
    const port = firstPort + 2 * i;
    const env = await prepare(backend, scale, port);
    env.TRUST_PROXY = '127.0.0.1';
    const { child, targets } = await startServer(env);
    running.push({ scale, child, targets, port, cookie: await signIn(targets, port) });
  }
  return running;
}

async function stopAll(running) {
  for (const { child } of running) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Each endpoint on every database size in turn, then the next endpoint. */
async function runBackend(backend) {
  const running = await startAll(backend);
  const byScale = new Map(running.map((r) => [r.scale, new Map()]));
  try {
    for (const endpoint of endpoints)
      for (const server of running)
        byScale.get(server.scale).set(endpoint.key, await measure(endpoint, server));
  } finally {
    await stopAll(running);
  }
  return byScale;
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function printTable(title, results) {
  const oneRow = results.get('one-row').rps;
  const argon = results.get('argon2')?.rps;
  console.info(`\n### ${title}\n`);
  console.info('| request | req/s | p50 | p99 | ratio to one-row read | answered | non-2xx |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const e of endpoints) {
    const r = results.get(e.key);
    if (!r) continue;
    const ratio =
      e.key === 'login' && argon
        ? `${fmt(r.rps / oneRow, 2)} (${fmt(r.rps / argon, 2)} of argon2id)`
        : fmt(r.rps / oneRow, 2);
    console.info(
      `| ${e.label} | ${fmt(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${ratio} | ${r.total} | ${r.errors} |`,
    );
  }
}

function printScaleRatios(title, large, small) {
  console.info(`\n### ${title}: large / small database\n`);
  console.info('| request | req/s small / large | p99 large / small |');
  console.info('| --- | ---: | ---: |');
  for (const e of endpoints) {
    const l = large.get(e.key);
    const s = small.get(e.key);
    if (!l || !s) continue;
    // A run that completed nothing (the server still busy with earlier work) has no ratio.
    const ratio = (a, b) => (a > 0 && b > 0 ? fmt(a / b, 2) : '–');
    console.info(`| ${e.label} | ${ratio(s.rps, l.rps)} | ${ratio(l.p99, s.p99)} |`);
  }
}

async function main() {
  const cpus = os.cpus();
  console.info(
    `## HTTP reads: ${connections} connections, ${duration} s per endpoint, ${cpus.length} x ${cpus[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const scenarios = args.scenarios.split(',');
  for (const backend of backendsToRun()) {
    if (scenarios.includes('reads')) {
      const byScale = await runBackend(backend);
      for (const [scale, results] of byScale)
        printTable(`${backend.name}, ${scale === 1 ? 'large' : `scale ${scale}`} database`, results);
      if (byScale.has(1) && byScale.has(0.1))
        printScaleRatios(backend.name, byScale.get(1), byScale.get(0.1));
    }
    if (scenarios.includes('many'))
      await runMany(backend, {
        users: Number(args['many-users']),
        scale: Number(args['many-scale']),
        duration,
        connections,
        port: firstPort,
        cpuProf: args['cpu-prof'],
        prepare,
        startServer,
        stop: (running) => stopAll([running]),
        load,
        settle,
        fmt,
        root,
      });
  }
  // The pages on a phone, after the servers above have stopped (docs/performance.md, "On the phone").
  if (args.lighthouse !== 'off') {
    console.info('');
    const run = spawnSync(process.execPath, ['scripts/bench-lighthouse.mjs'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error('the Lighthouse run failed');
  }
}

main().catch((error) => {
  console.error('Bench failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
