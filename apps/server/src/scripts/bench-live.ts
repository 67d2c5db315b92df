/**
 * `npm run bench:live`: how fast a host's pause, resume and advance reach N screens following one
 * tournament, beside a bare Socket.IO server broadcasting the same payloads in the same run; then
 * two instances on PostgreSQL and Redis with the screens split; then phones polling the clock once
 * a second. Servers run as `npm start` does (their own processes), the screens in another process
 * (bench-live-clients.ts). Everything on 127.0.0.1. See docs/performance.md.
 *
 * Environment: BENCH_LIVE_CLIENTS (default "1000,5000"), BENCH_LIVE_POLLERS (1000),
 * BENCH_LIVE_POLL_SECONDS (10, after BENCH_LIVE_POLL_WARMUP_SECONDS, 2, reported apart), BENCH_LIVE_ROUNDS (3), BENCH_LIVE_PORT (3110, uses the next 10),
 * BENCH_DATABASE_URL (PostgreSQL; PGlite in a temporary directory otherwise), BENCH_REDIS_URL
 * (with BENCH_DATABASE_URL: the two-instance run), BENCH_LIVE_PARTS ("clock,feed": the tournament
 * fan-out above, and the live feed's idle sockets and changes, bench-live-feed.ts).
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Server } from 'socket.io';
import { type FeedRow, feedBench } from './bench-live-feed.ts';

const parts = (process.env.BENCH_LIVE_PARTS ?? 'clock,feed').split(',');
const sizes = (process.env.BENCH_LIVE_CLIENTS ?? '1000,5000').split(',').map(Number);
const pollers = Number(process.env.BENCH_LIVE_POLLERS ?? 1000);
const pollSeconds = Number(process.env.BENCH_LIVE_POLL_SECONDS ?? 10);
const pollWarmupSeconds = Number(process.env.BENCH_LIVE_POLL_WARMUP_SECONDS ?? 2);
const rounds = Number(process.env.BENCH_LIVE_ROUNDS ?? 3);
const basePort = Number(process.env.BENCH_LIVE_PORT ?? 3110);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL;
const sessionSecret = randomBytes(32).toString('hex');
const serverDir = path.resolve(import.meta.dirname, '../..');
const eventTimeoutMs = 30_000;

type Row = {
  run: string;
  clients: number;
  event: string;
  p50: number;
  p99: number;
  got: string;
  rssMb: number;
};
const rows: Row[] = [];
const feedRows: FeedRow[] = [];

function percentile(values: number[], p: number) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function rssMb(pid: number | undefined) {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** One app instance as `npm start` runs it. */
async function startInstance(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: sessionSecret,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: a fresh embedded database is migrated first, slowly on a busy machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

/** A cookie-keeping HTTP client with its own address (the servers trust X-Forwarded-For). */
let devices = 0;
function browser(url: string) {
  const cookies = new Map<string, string>();
  const ip = `198.18.${Math.floor(++devices / 250)}.${(devices % 250) + 1}`;
  return {
    cookie: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    async call(method: string, route: string, body?: unknown) {
      const res = await fetch(`${url}${route}`, {
        method,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'x-forwarded-for': ip,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      const json = (await res.json().catch(() => undefined)) as any;
      if (res.status >= 400) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
      return json?.data;
    },
  };
}

async function register(url: string, role: string, name: string) {
  const client = browser(url);
  const data = await client.call('POST', '/api/auth/register', {
    firstName: name,
    lastName: 'Bench',
    email: `bench.${name.toLowerCase()}.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`,
    password: 'Str0ng!Pass',
    confirmPassword: 'Str0ng!Pass',
    role,
    acceptTerms: true,
  });
  return Object.assign(client, { userId: data.user.id as string });
}

/** A tournament for 10 (the host and 9 players), as a card-room table would have. */
const benchGame = (name: string) => ({
  name,
  description: 'Live clock benchmark',
  type: 'tournament',
  scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
  location: { name: 'Card room', address: '1 Main St', notes: '' },
  buyIn: {
    amount: 20,
    currency: 'USD',
    additionalFees: { houseFee: 2, serviceFee: 0, processingFee: 0 },
  },
  maxParticipants: 10,
  rules: [],
  blindStructure: {
    startingChips: 2000,
    levels: Array.from({ length: 12 }, (_, i) => ({
      level: i + 1,
      smallBlind: 10 * 2 ** i,
      bigBlind: 20 * 2 ** i,
      duration: 30,
    })),
    prizePoolBreakdown: { payouts: [{ position: 1, percentage: 100 }] },
  },
});

/** A running tournament with 9 players, as a card-room table would have. */
async function tournament(url: string) {
  const host = await register(url, 'organizer', 'Host');
  const players = [];
  for (let i = 0; i < 9; i++) players.push(await register(url, 'participant', `Player${i}`));
  const game = (await host.call('POST', '/api/games', benchGame('Bench Night'))).game;
  await host.call('POST', `/api/games/${game.id}/participants`, {
    participants: players.map((p) => ({ userId: p.userId, status: 'confirmed' })),
    sendEmailInvitations: false,
  });
  const started = await host.call('POST', `/api/tournaments/${game.id}/start`, {});
  const id = started.tournament.id as string;
  const displayToken = (started.tournament.displayUrl as string).split('/display/')[1]!;
  return { host, player: players[0]!, id, displayToken };
}

/** The screens' process, answering one message per command. */
function clientsProcess() {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'bench-live-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (command: unknown) =>
    new Promise<any>((resolve) => {
      child.once('message', resolve);
      child.send(command as never);
    });
  /** Arms the listeners, runs `act`, and answers each screen's delay after `act` began. */
  const measure = async (event: string, act: () => Promise<unknown>) => {
    const armed = new Promise<any>((resolve) => child.once('message', resolve));
    child.send({ cmd: 'expect', event, timeoutMs: eventTimeoutMs });
    await armed;
    const result = new Promise<any>((resolve) => child.once('message', resolve));
    const t0 = Date.now();
    await act();
    const { times, expected, bytes } = await result;
    return {
      delays: (times as number[]).map((t) => t - t0),
      expected: expected as number,
      bytes: bytes as number,
    };
  };
  return { ask, measure, stop: () => child.kill() };
}

async function hostActions(
  label: string,
  count: number,
  clients: ReturnType<typeof clientsProcess>,
  t: Awaited<ReturnType<typeof tournament>>,
  pids: Array<number | undefined>,
) {
  const actions: Array<[string, string]> = [
    ['pause', 'tournament-paused'],
    ['resume', 'tournament-resumed'],
    ['advance', 'blind-level-advance'],
  ];
  for (const [action, event] of actions) {
    const delays: number[] = [];
    let got = 0;
    let expected = 0;
    for (let r = 0; r < rounds; r++) {
      // A pause needs a running clock and a resume a paused one: set the stage first.
      if (action === 'resume') await t.host.call('POST', `/api/tournaments/${t.id}/pause`, {});
      if (action === 'pause' && r > 0) await t.host.call('POST', `/api/tournaments/${t.id}/resume`, {});
      const m = await clients.measure(event, () =>
        t.host.call('POST', `/api/tournaments/${t.id}/${action}`, {}),
      );
      delays.push(...m.delays);
      got += m.delays.length;
      expected += m.expected;
    }
    rows.push({
      run: label,
      clients: count,
      event: action,
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      got: `${got}/${expected}`,
      rssMb: Math.max(...pids.map(rssMb)),
    });
  }
}

/** The same payloads from a Socket.IO server that does nothing else: the floor. */
async function bareBaseline(count: number, port: number, payloads: { clock: unknown; state: unknown }) {
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const clients = clientsProcess();
  try {
    const connected = await clients.ask({ cmd: 'connect', urls: [`http://127.0.0.1:${port}`], count });
    if (connected.error) throw new Error(connected.error);
    const delays: number[] = [];
    let got = 0;
    let expected = 0;
    for (let r = 0; r < rounds * 3; r++) {
      const m = await clients.measure('tournament-paused', async () => {
        // What the app sends each screen for a pause: one message, the event with the state.
        io.emit('tournament-paused', { clock: payloads.clock, state: payloads.state });
      });
      delays.push(...m.delays);
      got += m.delays.length;
      expected += m.expected;
    }
    rows.push({
      run: 'bare Socket.IO',
      clients: count,
      event: 'same payloads',
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      got: `${got}/${expected}`,
      rssMb: Math.round(process.memoryUsage().rss / 1048576),
    });
    await clients.ask({ cmd: 'close' });
  } finally {
    clients.stop();
    io.close();
    http.close();
  }
}

/** The same phones polling a bare HTTP server that answers the same clock JSON: the floor. */
async function barePolling(port: number, clock: unknown, clients: ReturnType<typeof clientsProcess>) {
  const body = JSON.stringify({ success: true, data: { clock } });
  const http = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  try {
    const polled = await clients.ask({
      cmd: 'poll',
      url: `http://127.0.0.1:${port}/clock`,
      cookie: '',
      clients: pollers,
      durationMs: pollSeconds * 1000,
      warmupMs: pollWarmupSeconds * 1000,
    });
    const latencies = polled.latencies as number[];
    return {
      run: 'bare HTTP polled 1/s',
      clients: pollers,
      event: `${Math.round(latencies.length / pollSeconds)} req/s`,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      got: `${latencies.length} ok, ${polled.failures} failed`,
      rssMb: Math.round(process.memoryUsage().rss / 1048576),
    };
  } finally {
    http.close();
  }
}

/** The requests of the polling's first seconds, while the phones arrive: reported, not judged. */
const warmupRow = (run: string, latencies: number[], rss: number) => ({
  run,
  clients: pollers,
  event: `first ${pollWarmupSeconds} s`,
  p50: percentile(latencies, 50),
  p99: percentile(latencies, 99),
  got: `${latencies.length} ok`,
  rssMb: rss,
});

const print = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'pokerhome-bench-live-'));
  const storage: Record<string, string> = databaseUrl
    ? { DATABASE_URL: databaseUrl }
    : { DATA_DIR: dataDir! };
  const started = Date.now();
  try {
    for (const count of parts.includes('clock') ? sizes : []) {
      // One instance.
      const one = await startInstance(basePort, storage);
      const clients = clientsProcess();
      try {
        const t = await tournament(one.url);
        const display = await fetch(`${one.url}/api/display/${t.displayToken}`).then((r) => r.json() as any);
        const connected = await clients.ask({
          cmd: 'connect',
          urls: [one.url],
          count,
          displayToken: t.displayToken,
          tournamentId: t.id,
        });
        if (connected.error) throw new Error(connected.error);
        await hostActions('one instance', count, clients, t, [one.child.pid]);
        await clients.ask({ cmd: 'close' });
        await bareBaseline(count, basePort + 9, { clock: display.data.clock, state: display.data });
        if (count === sizes[0]) {
          const polled = await clients.ask({
            cmd: 'poll',
            url: `${one.url}/api/tournaments/${t.id}/clock`,
            cookie: t.player.cookie(),
            clients: pollers,
            durationMs: pollSeconds * 1000,
            warmupMs: pollWarmupSeconds * 1000,
          });
          const latencies = polled.latencies as number[];
          const bare = await barePolling(basePort + 8, display.data.clock, clients);
          rows.push({
            run: `clock polled 1/s`,
            clients: pollers,
            event: `${Math.round(latencies.length / pollSeconds)} req/s`,
            p50: percentile(latencies, 50),
            p99: percentile(latencies, 99),
            got: `${latencies.length} ok, ${polled.failures} failed`,
            rssMb: rssMb(one.child.pid),
          });
          rows.push(bare, warmupRow('clock polled, warm-up', polled.warmup, rssMb(one.child.pid)));
        }
      } finally {
        clients.stop();
        await one.stop();
      }

      // Two instances on one PostgreSQL and Redis, the screens split between them.
      if (databaseUrl && redisUrl) {
        const env = { ...storage, REDIS_URL: redisUrl };
        const a = await startInstance(basePort + 1, env);
        const b = await startInstance(basePort + 2, env);
        const split = clientsProcess();
        try {
          const t = await tournament(a.url);
          const connected = await split.ask({
            cmd: 'connect',
            urls: [a.url, b.url],
            count,
            displayToken: t.displayToken,
            tournamentId: t.id,
          });
          if (connected.error) throw new Error(connected.error);
          await hostActions('two instances + Redis', count, split, t, [a.child.pid, b.child.pid]);
          await split.ask({ cmd: 'close' });
        } finally {
          split.stop();
          await a.stop();
          await b.stop();
        }
      }
    }
    if (parts.includes('feed')) {
      // 500 accounts are made with the test harness's cheap password hashing, which only
      // NODE_ENV=test accepts (its only other effect, the log's stream, is idle at LOG_LEVEL=warn).
      const one = await startInstance(basePort + 3, {
        ...storage,
        NODE_ENV: 'test',
        PASSWORD_HASHING: 'fast-for-tests',
      });
      const clients = clientsProcess();
      try {
        feedRows.push(
          ...(await feedBench(one.url, one.child.pid, {
            register,
            clients,
            rssMb,
            percentile,
            gamePayload: benchGame,
          })),
        );
      } finally {
        clients.stop();
        await one.stop();
      }
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  const storageName = databaseUrl ? 'PostgreSQL' : 'PGlite';
  print(
    `\nLive clock and fan-out (${storageName}; ${rounds} rounds; ${Math.round((Date.now() - started) / 1000)} s)\n`,
  );
  print('| run | clients | event | p50 ms | p99 ms | received | server RSS MB |');
  print('| --- | ---: | --- | ---: | ---: | --- | ---: |');
  for (const r of rows)
    print(
      `| ${r.run} | ${r.clients} | ${r.event} | ${Math.round(r.p50)} | ${Math.round(r.p99)} | ${r.got} | ${r.rssMb} |`,
    );
  if (feedRows.length > 0) {
    print(`\nLive feed: idle signed-in sockets and changes (${storageName}; one instance)\n`);
    print('| run | sockets | changes | server CPU | server RSS MB | p50 ms | p99 ms | delivered |');
    print('| --- | ---: | --- | ---: | ---: | ---: | ---: | --- |');
    for (const r of feedRows)
      print(
        `| ${r.run} | ${r.sockets} | ${r.changes} | ${r.cpu} | ${r.rssMb} | ${Number.isNaN(r.p50) ? '-' : Math.round(r.p50)} | ${Number.isNaN(r.p99) ? '-' : Math.round(r.p99)} | ${r.got} |`,
      );
  }
  if (!(databaseUrl && redisUrl)) print('\n(two instances: set BENCH_DATABASE_URL and BENCH_REDIS_URL)');
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`bench:live failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
