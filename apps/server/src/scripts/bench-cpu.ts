/**
 * `npm run bench:cpu`: the server's own work per request, which a shared machine cannot hide. The
 * application is built as `npm start` builds it (NODE_ENV=production, its request log written to
 * stdout: send stdout to /dev/null), on the load database configured as for the server (DATABASE_URL,
 * otherwise PGlite in DATA_DIR). Each endpoint is called N times one after the other through
 * Fastify's `inject` (no network), and the process's CPU time (user + system) and the wall time per
 * request are printed on stderr, beside a bare Fastify route injected the same way.
 *
 *   --requests=300 (per endpoint)   --only=games,clock (endpoint keys of scripts/bench.mjs, and
 *   pause-resume, eliminate-undo, rsvp)
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { startServer } from '../server.ts';
import { findBenchTargets } from './load/bench-targets.ts';
import { benchUserEmail, loadPassword } from './load/generate.ts';

const { values: args } = parseArgs({
  options: { requests: { type: 'string', default: '300' }, only: { type: 'string' } },
});
const requests = Number(args.requests);
const only = args.only?.split(',');

type Inject = (o: {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}) => Promise<{
  statusCode: number;
  headers: Record<string, unknown>;
}>;

/**
 * Statements sent to the database (BEGIN and COMMIT included): every client of the pool goes
 * through this method, so the count is the server's round trips, on PGlite too since node-postgres
 * reaches it in its thread (decision 0043).
 */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function measure(
  inject: Inject,
  method: string,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  for (let i = 0; i < Math.min(30, requests); i++) await inject({ method, url, headers, payload });
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  // For a --cpu-prof profile: the measured window, on the profile's clock (microseconds).
  if (process.env.BENCH_CPU_MARKS) console.error(`mark ${url} ${start / 1000n}`);
  let failed = 0;
  const sent = statements;
  for (let i = 0; i < requests; i++) {
    const res = await inject({ method, url, headers, payload });
    if (res.statusCode >= 300) failed++;
  }
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpu);
  return {
    cpuMs: (used.user + used.system) / 1000 / requests,
    wallMs: wall / requests,
    statements: (statements - sent) / requests,
    failed,
  };
}

async function main() {
  const version = JSON.parse(
    readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
  ).version;
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1' },
    version,
  );
  const server = await startServer(config);
  const { app } = server;
  const targets = await findBenchTargets(app.db);

  const inject = app.inject.bind(app) as unknown as Inject;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    payload: { email: benchUserEmail, password: loadPassword },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ hello: 'world' }));
  const bareInject = bare.inject.bind(bare) as unknown as Inject;

  const endpoints: Array<[string, string, string]> = [
    ['me', 'GET /api/auth/me', '/api/auth/me'],
    ['games', 'GET /api/games?limit=20', '/api/games?limit=20'],
    ['game', 'GET /api/games/{id}', `/api/games/${targets.gameId}`],
    ['dashboard', 'GET /api/dashboard/stats', '/api/dashboard/stats'],
    ['search', 'GET /api/users/contacts/search?q=ad', '/api/users/contacts/search?q=ad'],
    ['clock', 'GET /api/tournaments/{id}/clock', `/api/tournaments/${targets.tournamentId}/clock`],
    ['tournament', 'GET /api/tournaments/{id}', `/api/tournaments/${targets.tournamentId}`],
    ['health', 'GET /api/health', '/api/health'],
    ['templates', 'GET /api/templates', '/api/templates'],
    ['contacts', 'GET /api/users/contacts', '/api/users/contacts'],
    ['ledger', 'GET /api/games/{id}/ledger', `/api/games/${targets.ledgerGameId}/ledger`],
  ];
  const rows: string[] = [];
  const base = await measure(bareInject, 'GET', '/bare', {});
  const perRequest = (m: Awaited<ReturnType<typeof measure>>) =>
    `${m.cpuMs.toFixed(3)} | ${m.wallMs.toFixed(3)} | ${(m.cpuMs / base.cpuMs).toFixed(1)} | ${config.databaseUrl ? m.statements.toFixed(1) : '–'} | ${m.failed} |`;
  rows.push(`| bare Fastify JSON | ${perRequest(base)}`);
  for (const [key, label, url] of endpoints) {
    if (only && !only.includes(key)) continue;
    const m = await measure(inject, 'GET', url, headers);
    rows.push(`| ${label} | ${perRequest(m)}`);
  }
  /** A write measured as two requests in turn (`turn` is true, false, true, ...), each a change. */
  const inTurn = (request: (turn: boolean) => { url: string; payload: unknown }): Inject => {
    let turn = false;
    return (o) => {
      turn = !turn;
      return inject({
        ...o,
        method: 'POST',
        headers: { ...o.headers, 'content-type': 'application/json' },
        ...request(turn),
      });
    };
  };
  // A host's action and its reply (the broadcast's build shared with it): pause and resume in turn.
  if (!only || only.includes('pause-resume')) {
    const pauseResume = inTurn((pause) => ({
      url: `/api/tournaments/${targets.tournamentId}/${pause ? 'pause' : 'resume'}`,
      payload: {},
    }));
    const m = await measure(pauseResume, 'POST', 'pause-resume', headers);
    rows.push(`| POST /api/tournaments/{id}/pause, then resume | ${perRequest(m)}`);
  }
  // The heaviest host action of a night, and its Undo in turn: a knockout (the player out, the places,
  // the undo record, a bounty where there is one) and the player brought back.
  if (!only || only.includes('eliminate-undo')) {
    const state = await inject({ method: 'GET', url: `/api/tournaments/${targets.tournamentId}`, headers });
    const players = (
      JSON.parse((state as unknown as { body: string }).body) as {
        data: { tournament: { players: Array<{ id: string; status: string }> } };
      }
    ).data.tournament.players.filter((p) => p.status === 'active');
    const [out, by] = players;
    if (out && by) {
      const knockout = inTurn((eliminate) => ({
        url: `/api/tournaments/${targets.tournamentId}/${eliminate ? 'eliminate' : 'undo'}`,
        payload: eliminate ? { playerId: out.id, eliminatedByPlayerId: by.id } : {},
      }));
      const m = await measure(knockout, 'POST', 'eliminate-undo', headers);
      rows.push(`| POST /api/tournaments/{id}/eliminate, then undo | ${perRequest(m)}`);
    }
  }
  // An RSVP that changes something: the benchmark user declines and accepts their seat in turn.
  if ((!only || only.includes('rsvp')) && targets.rsvpGameId) {
    const answer = inTurn((decline) => ({
      url: `/api/games/${targets.rsvpGameId}/rsvp`,
      payload: { status: decline ? 'declined' : 'accepted' },
    }));
    const m = await measure(answer, 'POST', 'rsvp', headers);
    rows.push(`| POST /api/games/{id}/rsvp, declined then accepted | ${perRequest(m)}`);
  }
  console.error(`\n${requests} sequential requests each, ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}:\n`);
  console.error(
    '| request | CPU ms / request | wall ms / request | CPU x bare | statements / request | failed |',
  );
  console.error('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.error(row);
  await bare.close();
  await server.stop();
}

main().catch((error) => {
  console.error('bench:cpu failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
