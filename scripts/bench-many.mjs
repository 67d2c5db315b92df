/**
 * The "many users" scenario of `npm run bench` (docs/performance.md, "Many users"): a few hundred
 * players, each with a session of their own, every request from another of them, reading the screens
 * of a game night (dashboard, games list, one of their games, the tournament they play, its clock)
 * while 10 connections send RSVPs that change something and the hosts of the running tournaments
 * pause and resume their clocks, so remembered answers are dropped as in life. Beside it, served by
 * the same process in the same run: a one-row primary-key read and a one-row committed UPDATE, each
 * request on another row. Run once with the read cache and once with READ_CACHE=off.
 *
 * The server's memory is read from /proc: RSS once started and signed in (idle), and its peak
 * (VmHWM) at the end of the scenario.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const rsvpWriters = 10;
/** The hosts act one after another, one action every this many ms: a busy night's clock changes. */
const hostActionGapMs = 100;

const reads = [
  { key: 'dashboard', label: 'GET /api/dashboard/stats', path: () => '/api/dashboard/stats' },
  { key: 'games', label: 'GET /api/games?limit=20', path: () => '/api/games?limit=20' },
  { key: 'game', label: 'GET /api/games/{id}', path: (u) => `/api/games/${u.gameId}` },
  {
    key: 'tournament',
    label: 'GET /api/tournaments/{id}',
    path: (u) => `/api/tournaments/${u.tournamentId}`,
  },
  {
    key: 'clock',
    label: 'GET /api/tournaments/{id}/clock',
    path: (u) => `/api/tournaments/${u.tournamentId}/clock`,
  },
];

const memoryOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

/** Every request from the next user in turn: the rotation is shared by all connections. */
function rotation(list) {
  let i = 0;
  return () => list[i++ % list.length];
}

/** Each user's RSVP sends the answer they do not have now, so every write changes a row. */
function rsvpRequest(users) {
  const voters = users.filter((u) => u.rsvpGameId);
  const next = rotation(voters);
  const answer = new Map(
    voters.map((u) => [u.userId, u.rsvpStatus === 'accepted' ? 'declined' : 'accepted']),
  );
  return (req) => {
    const u = next();
    const status = answer.get(u.userId);
    answer.set(u.userId, status === 'accepted' ? 'declined' : 'accepted');
    return {
      ...req,
      method: 'POST',
      path: `/api/games/${u.rsvpGameId}/rsvp`,
      headers: { ...req.headers, cookie: u.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    };
  };
}

function started(url, options) {
  let done;
  const finished = new Promise((resolve, reject) => {
    done = autocannon({ url, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return {
    async stop() {
      done.stop();
      return finished;
    },
  };
}

const summary = (r) => ({
  rps: r.requests.average,
  total: r.requests.total,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.non2xx + r.errors + r.timeouts,
});

/** The hosts pause and resume their running clocks, one action at a time, until stopped. */
function hostActions(port, hosts) {
  let stopped = false;
  const latencies = [];
  let failed = 0;
  const next = rotation(hosts);
  const state = new Map(hosts.map((h) => [h.tournamentId, h.clockState]));
  const run = (async () => {
    const since = performance.now();
    while (!stopped) {
      const h = next();
      const action = state.get(h.tournamentId) === 'paused' ? 'resume' : 'pause';
      const t0 = performance.now();
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/tournaments/${h.tournamentId}/${action}`, {
          method: 'POST',
          headers: {
            cookie: h.cookie,
            'x-requested-with': 'XMLHttpRequest',
            'content-type': 'application/json',
          },
          body: '{}',
        });
        const body = await res.json();
        if (res.ok) state.set(h.tournamentId, body.data.tournament.clockState);
        else failed++;
      } catch {
        failed++;
      }
      latencies.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, hostActionGapMs));
    }
    return (performance.now() - since) / 1000;
  })();
  return {
    async stop() {
      stopped = true;
      const seconds = await run;
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      return {
        rps: latencies.length / seconds,
        total: latencies.length,
        p50: at(0.5),
        p99: at(0.99),
        errors: failed,
      };
    },
  };
}

async function measureColumn(ctx, server) {
  const { port, targets, child } = server;
  const { users, hosts } = targets.many;
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const results = new Map();
  const base = `http://127.0.0.1:${port + 1}`;
  const app = `http://127.0.0.1:${port}`;
  const run = async (key, url, options) => {
    await ctx.settle(port);
    await ctx.load(url, { ...options, duration: 1 }); // warm-up, not counted
    await ctx.settle(port);
    results.set(key, summary(await ctx.load(url, { ...options, duration: ctx.duration })));
  };
  const idle = memoryOf(child.pid);
  await run('base-read', `${base}/one-row-many`, {});
  await run('base-update', `${base}/update-many`, { method: 'POST' });
  await run('rsvp', `${app}/`, { headers, requests: [{ setupRequest: rsvpRequest(users) }] });

  // The reads, each with the writers running beside them (not counted in the read's figures).
  await ctx.settle(port);
  const writers = started(`${app}/`, {
    connections: rsvpWriters,
    duration: 3600,
    headers,
    requests: [{ setupRequest: rsvpRequest(users) }],
  });
  const actions = hostActions(port, hosts);
  try {
    for (const read of reads) {
      const next = rotation(users);
      const options = {
        headers,
        requests: [
          {
            setupRequest: (req) => {
              const u = next();
              return { ...req, path: read.path(u), headers: { ...req.headers, cookie: u.cookie } };
            },
          },
        ],
      };
      await ctx.load(`${app}/`, { ...options, duration: 1 }); // warm-up, not counted
      results.set(read.key, summary(await ctx.load(`${app}/`, { ...options, duration: ctx.duration })));
    }
  } finally {
    results.set('mix-rsvp', summary(await writers.stop()));
    results.set('mix-actions', await actions.stop());
  }
  return { results, memory: { idle: idle.rss, peak: memoryOf(child.pid).peak } };
}

function printMany(title, columns, ctx, counts) {
  const fmt = ctx.fmt;
  const rows = [
    ['base-read', 'one-row primary-key read, each request another row (baseline)', 'read'],
    ['base-update', 'one-row committed UPDATE, each request another row (baseline of writes)', 'write'],
    [
      'rsvp',
      // At --connections writers at once (50 by default): issue 27's "50 writers" on PGlite.
      `POST /api/games/{id}/rsvp that changes something, each from another user (${ctx.connections} writers at once)`,
      'write',
    ],
    ...reads.map((r) => [r.key, `${r.label}, each from another user, writes interleaved`, 'read']),
    ['mix-rsvp', `the RSVPs interleaved (${rsvpWriters} connections)`, 'write'],
    [
      'mix-actions',
      `the hosts' pause / resume interleaved (one at a time, ${hostActionGapMs} ms apart)`,
      'write',
    ],
  ];
  console.info(`\n### ${title}\n`);
  console.info(
    `${counts.users} users with their own sessions, ${counts.running} running tournaments, ${ctx.connections} connections for the reads, ${ctx.duration} s each; ratio: to the one-row read (reads) or the one-row UPDATE (writes) of the same server.\n`,
  );
  const names = columns.map((c) => c.name);
  console.info(`| workload | ${names.map((n) => `${n}: req/s | p50 | p99 | ratio | non-2xx`).join(' | ')} |`);
  console.info(`| --- | ${names.map(() => '---: | ---: | ---: | ---: | ---:').join(' | ')} |`);
  for (const [key, label, kind] of rows) {
    const cells = columns.map(({ results }) => {
      const r = results.get(key);
      if (!r) return '– | – | – | – | –';
      const baseline = results.get(kind === 'read' ? 'base-read' : 'base-update').rps;
      // Nothing answered in the window: no latency was measured (not 0 ms).
      if (r.total === 0) return `none in ${ctx.duration} s | – | – | 0.00 | ${r.errors}`;
      return `${fmt(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${fmt(r.rps / baseline, 2)} | ${r.errors}`;
    });
    console.info(`| ${label} | ${cells.join(' | ')} |`);
  }
  console.info(
    `\nServer RSS: ${columns.map((c) => `${c.name}: idle ${fmt(c.memory.idle)} MB, peak under the scenario ${fmt(c.memory.peak)} MB`).join('; ')}.`,
  );
}

/** The scenario on one backend: a server with the read cache, then one without, on the same database. */
export async function runMany(backend, ctx) {
  const columns = [];
  let counts;
  for (const cache of ['on', 'off']) {
    const env = await ctx.prepare(backend, ctx.scale, ctx.port);
    env.TRUST_PROXY = '127.0.0.1';
    env.READ_CACHE = cache;
    env.BENCH_MANY_USERS = String(ctx.users);
    const nodeArgs = ctx.cpuProf
      ? [
          // A folder per server: the main thread and tsx's loader thread each write a profile (one
          // fixed name made the loader's overwrite the server's); the server's is the largest.
          '--cpu-prof',
          `--cpu-prof-dir=${path.join(ctx.root, '.bench', 'profiles', `${backend.kind}-cache-${cache}-${Date.now()}`)}`,
        ]
      : [];
    const { child, targets } = await ctx.startServer(env, nodeArgs);
    const server = { child, targets, port: ctx.port };
    try {
      counts = { users: targets.many.users.length, running: targets.many.hosts.length };
      const { results, memory } = await measureColumn(ctx, server);
      columns.push({ name: cache === 'on' ? 'read cache' : 'READ_CACHE=off', results, memory });
    } finally {
      await ctx.stop(server);
    }
  }
  printMany(
    `${backend.name}, many users (${ctx.scale === 1 ? 'large' : `scale ${ctx.scale}`} database)`,
    columns,
    ctx,
    counts,
  );
}
