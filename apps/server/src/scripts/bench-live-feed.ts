/**
 * The live feed's part of `npm run bench:live` (docs/live-feed.md, docs/performance.md): N idle
 * signed-in browsers, each a `/live` socket following its user's own screens (`user:<id>`, the
 * dashboard), and a writer changing games at a steady rate. Each game has a host and 9 players, so
 * each change concerns 10 users. Three runs on one instance: the writes alone (no socket), the
 * sockets alone (no write), both. Reported: the server's CPU (share of one core) and RSS, and for
 * each change and each socket of its users, the time from the write's request to the `changed`.
 *
 * Environment: BENCH_LIVE_FEED_SOCKETS (5000), BENCH_LIVE_FEED_RATE (changes a second, 100),
 * BENCH_LIVE_FEED_SECONDS (10), BENCH_LIVE_FEED_SOCKETS_PER_USER (10; at most 20, the server's limit).
 */
import { readFileSync } from 'node:fs';

export const feedSockets = Number(process.env.BENCH_LIVE_FEED_SOCKETS ?? 5000);
const rate = Number(process.env.BENCH_LIVE_FEED_RATE ?? 100);
const seconds = Number(process.env.BENCH_LIVE_FEED_SECONDS ?? 10);
const perUser = Number(process.env.BENCH_LIVE_FEED_SOCKETS_PER_USER ?? 10);
const gameSize = 10;
/** Writes in flight at most: the writer never queues without bound if the server falls behind. */
const maxInFlight = 64;

export type FeedRow = {
  run: string;
  sockets: number;
  changes: string;
  cpu: string;
  rssMb: number;
  p50: number;
  p99: number;
  got: string;
};

type Browser = {
  userId: string;
  cookie(): string;
  call(method: string, route: string, body?: unknown): Promise<any>;
};

type Deps = {
  register(url: string, role: string, name: string): Promise<Browser>;
  clients: { ask(command: unknown): Promise<any> };
  rssMb(pid: number | undefined): number;
  percentile(values: number[], p: number): number;
  gamePayload: (name: string) => unknown;
};

/** utime + stime of a process, in seconds. */
function cpuSeconds(pid: number | undefined) {
  if (!pid) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function measureCpu(pid: number | undefined, during: () => Promise<void>) {
  const c0 = cpuSeconds(pid);
  const t0 = performance.now();
  await during();
  const elapsed = (performance.now() - t0) / 1000;
  return `${Math.round(((cpuSeconds(pid) - c0) / elapsed) * 100)} %`;
}

/** Changes `rate` times a second for `seconds`, round the games: each change's game and start time. */
async function writeChanges(hosts: Array<{ host: Browser; gameId: string }>) {
  const sends: Array<{ game: number; at: number }> = [];
  let inFlight = 0;
  let failed = 0;
  let skipped = 0;
  const total = rate * seconds;
  const start = performance.now();
  const pending: Array<Promise<void>> = [];
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (inFlight >= maxInFlight) {
      skipped++;
      continue;
    }
    const game = n % hosts.length;
    const { host, gameId } = hosts[game]!;
    sends.push({ game, at: Date.now() });
    inFlight++;
    pending.push(
      host
        .call('PATCH', `/api/games/${gameId}`, { description: `Change ${n}` })
        .catch(() => {
          failed++;
        })
        .finally(() => {
          inFlight--;
        }),
    );
  }
  await Promise.all(pending);
  return { sends, failed, skipped };
}

export async function feedBench(url: string, pid: number | undefined, deps: Deps): Promise<FeedRow[]> {
  const rows: FeedRow[] = [];
  const users = Math.ceil(feedSockets / perUser);
  const games = Math.max(1, Math.floor(users / gameSize));
  // One host and 9 players a game; each user in one game.
  const members: Browser[][] = [];
  for (let g = 0; g < games; g++) {
    const host = await deps.register(url, 'host', `Host${g}`);
    const players: Browser[] = [];
    for (let i = 1; i < gameSize; i++) players.push(await deps.register(url, 'participant', `P${g}x${i}`));
    members.push([host, ...players]);
  }
  const hosts: Array<{ host: Browser; gameId: string }> = [];
  for (const [host, ...players] of members) {
    const { game } = await host!.call('POST', '/api/games', deps.gamePayload('Feed Bench'));
    await host!.call('POST', `/api/games/${game.id}/participants`, {
      participants: players.map((p) => ({ userId: p.userId, status: 'confirmed' })),
      sendEmailInvitations: false,
    });
    hosts.push({ host: host!, gameId: game.id });
  }
  const everyone = members.flat();
  const changes = `${rate}/s for ${seconds} s`;

  // The writes alone: what the changes cost without anyone listening.
  let writes: Awaited<ReturnType<typeof writeChanges>> | undefined;
  const writesCpu = await measureCpu(pid, async () => {
    writes = await writeChanges(hosts);
  });
  rows.push({
    run: 'writes, no socket',
    sockets: 0,
    changes: `${changes} (${writes!.failed} failed, ${writes!.skipped} not sent)`,
    cpu: writesCpu,
    rssMb: deps.rssMb(pid),
    p50: Number.NaN,
    p99: Number.NaN,
    got: '-',
  });

  // The sockets, idle: each user's browsers follow their own screens.
  const connected = await deps.clients.ask({
    cmd: 'connect-live',
    url,
    browsers: everyone.slice(0, users).map((b) => ({ cookie: b.cookie(), scopes: [`user:${b.userId}`] })),
    perUser,
    total: feedSockets,
  });
  if (connected.error) throw new Error(connected.error);
  const idleCpu = await measureCpu(pid, () => new Promise((r) => setTimeout(r, seconds * 1000)));
  rows.push({
    run: 'idle sockets',
    sockets: connected.connected,
    changes: 'none',
    cpu: idleCpu,
    rssMb: deps.rssMb(pid),
    p50: Number.NaN,
    p99: Number.NaN,
    got: '-',
  });

  // Both: every change reaches the sockets of its 10 users.
  await deps.clients.ask({ cmd: 'record-live' });
  let run: Awaited<ReturnType<typeof writeChanges>> | undefined;
  const busyCpu = await measureCpu(pid, async () => {
    run = await writeChanges(hosts);
    // The last changes' deliveries: the sockets are given a moment to hear them.
    await new Promise((r) => setTimeout(r, 1000));
  });
  const rss = deps.rssMb(pid);
  const heard = (await deps.clients.ask({ cmd: 'collect-live' })) as {
    receptions: Array<[number, string, number]>;
    socketsOfScope: Record<string, number>;
  };
  // For each socket and scope, a `changed` covers every change of its game sent before it arrived
  // and not yet covered (changes close together may arrive as one).
  const scopeOfGame = (g: number) => members[g]!.map((m) => `user:${m.userId}`);
  const sendsOfScope = new Map<string, number[]>();
  for (const s of run!.sends)
    for (const scope of scopeOfGame(s.game))
      sendsOfScope.set(scope, [...(sendsOfScope.get(scope) ?? []), s.at]);
  const covered = new Map<string, number>();
  const delays: number[] = [];
  for (const [socket, scope, at] of heard.receptions) {
    const sends = sendsOfScope.get(scope) ?? [];
    const key = `${socket} ${scope}`;
    let i = covered.get(key) ?? 0;
    while (i < sends.length && sends[i]! <= at) delays.push(at - sends[i++]!);
    covered.set(key, i);
  }
  let expected = 0;
  for (const [scope, sends] of sendsOfScope) expected += sends.length * (heard.socketsOfScope[scope] ?? 0);
  rows.push({
    run: 'sockets + writes',
    sockets: connected.connected,
    changes: `${changes} (${run!.failed} failed, ${run!.skipped} not sent)`,
    cpu: busyCpu,
    rssMb: rss,
    p50: deps.percentile(delays, 50),
    p99: deps.percentile(delays, 99),
    got: `${delays.length}/${expected}`,
  });
  await deps.clients.ask({ cmd: 'close' });
  return rows;
}
