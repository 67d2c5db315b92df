import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { migrationsHash, seedPgliteDataDir } from './pglite-template.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it, and then it must run). */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
export const redisUrl = process.env.TEST_REDIS_URL;

export type TestServer = RunningServer & {
  backend: Backend;
  databaseUrl: string | undefined;
  dataDir: string;
  close(): Promise<void>;
};

export type TestServerOptions = {
  backend?: Backend;
  /** Reuse an existing PostgreSQL database (several instances on one database). */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Reuse a PGlite data directory (a restart); it is then kept on close. */
  dataDir?: string;
  /** Replace the (silent) logger, e.g. to capture log lines. */
  logger?: import('fastify').FastifyServerOptions['logger'];
};

const markerDir = path.resolve(import.meta.dirname, '../../../node_modules/.cache/pokerhome');

/** Starts the real server on a random port with a fresh database: a new PGlite directory or a new PostgreSQL database. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const backend = options.backend ?? (options.databaseUrl ? 'postgres' : 'pglite');
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'pokerhome-test-'));
  let databaseUrl = options.databaseUrl;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (backend === 'postgres' && !databaseUrl) {
    const fresh = await createFreshDatabase();
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  // A directory given empty (a test that restarts the server on it) starts from the migrated
  // template too; one that holds a database (the restart, a restored backup) is used as it is.
  if (backend === 'pglite' && !existsSync(path.join(dataDir, 'pgdata'))) await seedPgliteDataDir(dataDir);
  const sessionSecret = options.env?.SESSION_SECRET ?? randomBytes(32).toString('hex');
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      SESSION_SECRET: sessionSecret,
      // Cheap hashing is refused outside NODE_ENV=test: a test of production mode keeps the real cost.
      ...(options.env?.NODE_ENV && options.env.NODE_ENV !== 'test'
        ? {}
        : { PASSWORD_HASHING: 'fast-for-tests' }),
      REDIS_KEY_PREFIX: redisKeyPrefix(sessionSecret),
      // The test client is the one proxy in front: it says which address each simulated device has.
      TRUST_PROXY: '127.0.0.1',
      // Lets parallel work build the web app into its own folder (default: apps/web/dist).
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
    '0.0.0-test',
  );
  const server = await startServer(config, { logger: options.logger });
  if (backend === 'postgres') recordBackendRan('postgres');
  if (config.redisUrl) recordBackendRan('redis');
  return {
    ...server,
    backend,
    databaseUrl,
    dataDir,
    async close() {
      await server.stop();
      await dropDatabase?.();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One server for the enclosing `describe` block: started before its tests, closed after them. The
 * returned object stands for the running server (`server.url`, `server.app`); use it inside tests.
 */
export function useTestServer(options: TestServerOptions, startTimeoutMs?: number): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(options);
  }, startTimeoutMs);
  afterAll(() => started?.close());
  return new Proxy({} as TestServer, {
    get(_target, key) {
      if (!started) throw new Error('The test server is not running: use it inside a test');
      const value = Reflect.get(started, key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/**
 * Test servers run in parallel workers on one Redis: only instances that are peers (one session
 * secret, as in production) share keys and channels, so no test sees another's events, counts or
 * revocation round trips.
 */
export function redisKeyPrefix(sessionSecret: string): string {
  return `test-${createHash('sha256').update(sessionSecret).digest('hex').slice(0, 16)}`;
}

/**
 * A new database per test server, so tests never see each other's rows: a copy of a migrated
 * template (PostgreSQL's `CREATE DATABASE … TEMPLATE`, a file copy) rather than every migration run
 * again for each server; `empty` for a database with no tables at all.
 */
export async function createFreshDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  // An empty database is PostgreSQL's own template0 (a restore target, a first start).
  const template = options.empty ? 'template0' : await postgresTemplate(base);
  const name = `pokerhome_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(base, async (admin) => {
    // The copy fails while anyone is connected to the template; only a builder ever is, briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return {
    url: databaseUrlNamed(base, name),
    drop: () =>
      withAdmin(base, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

let templateReady: Promise<string> | undefined;

/** The migrated template's name, built once per set of migrations; parallel workers may race to build it. */
function postgresTemplate(base: string): Promise<string> {
  templateReady ??= (async () => {
    const name = `pokerhome_template_${migrationsHash()}`;
    const exists = await withAdmin(base, async (admin) => {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      return found.rowCount === 1;
    });
    if (exists) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await withAdmin(base, async (admin) => {
      await admin.query(`CREATE DATABASE ${building}`);
    });
    const database = await openDatabase({ databaseUrl: databaseUrlNamed(base, building), dataDir: tmpdir() });
    await database.migrate();
    await database.close();
    await withAdmin(base, async (admin) => {
      try {
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch {
        // Another worker finished first: its template is as good as ours.
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      }
    });
    return name;
  })();
  return templateReady;
}

async function withAdmin<T>(base: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrlNamed(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Two instances on one fresh PostgreSQL database with one session secret, as in production, and
 * one Redis unless `withRedis` is false; `cleanups` closes them and drops the database.
 */
export async function startTwoOnPostgres(
  cleanups: Array<() => Promise<void>>,
  { withRedis = true }: { withRedis?: boolean } = {},
): Promise<[TestServer, TestServer]> {
  const { url: databaseUrl, drop } = await createFreshDatabase();
  const env = {
    ...(withRedis ? { REDIS_URL: redisUrl! } : {}),
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  const a = await startTestServer({ backend: 'postgres', databaseUrl, env });
  const b = await startTestServer({ backend: 'postgres', databaseUrl, env });
  cleanups.push(
    drop,
    () => a.close(),
    () => b.close(),
  );
  return [a, b];
}

/**
 * Two application instances on one PGlite database (one process can share it) with one session
 * secret; `env` adds to their configuration (a Redis, a trusted proxy). `cleanups` closes them and
 * removes the data directory.
 */
export async function startTwoOnPglite(
  cleanups: Array<() => Promise<void>>,
  env: Record<string, string> = {},
): Promise<[TwoInstance, TwoInstance]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pokerhome-test-'));
  await seedPgliteDataDir(dataDir);
  const database = await openDatabase({ dataDir });
  cleanups.push(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PASSWORD_HASHING: 'fast-for-tests',
      ...env,
    },
    '0.0.0-test',
  );
  const instances: TwoInstance[] = [];
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    cleanups.push(() => app.close());
    instances.push({ url: `http://127.0.0.1:${port}`, close: () => app.close() });
  }
  return [instances[0]!, instances[1]!];
}

/** One of two instances behind a balancer: where to reach it, and how to stop it. */
export type TwoInstance = { url: string; close(): Promise<void> };

/** .ci/run reads these markers to fail a run in which the PostgreSQL or Redis tests silently did not run. */
function recordBackendRan(name: 'postgres' | 'redis') {
  mkdirSync(markerDir, { recursive: true });
  appendFileSync(path.join(markerDir, `${name}-tests-ran`), `${process.pid}\n`);
}

/** fetch against a test server, JSON in and out. */
export async function api<T = unknown>(
  server: { url: string },
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-requested-with': 'XMLHttpRequest',
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}
