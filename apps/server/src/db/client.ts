import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverRoot } from '../server-root.ts';
import { PgliteThread } from './pglite-thread.ts';
import { describeConnectionError } from './reachability.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers share the pg-core query builder; features only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction: every repository function that must run inside one takes it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(serverRoot, 'drizzle');

/**
 * The embedded database's page cache. PGlite's 128 MB default is resident in the process from the
 * start (the WASM heap is never given back); 32 MB holds the working set of a home league and keeps
 * an idle server within its memory budget (docs/performance.md, "Memory").
 */
const pgliteSharedBuffers = '32MB';

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `<dataDir>/pgdata`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    // A connect that hangs (a dead host, a cut network) fails after 15 s so the request answers 503.
    // pg-pool uses the same bound for a request waiting its turn for a connection: 5 s answered
    // "database unavailable" to writes merely queued behind one game's row lock (50 parallel
    // add-ons on a busy machine), though the database was up and would have taken them.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 15_000,
      // No JIT compilation: the hot reads are short index scans whose estimated cost can still pass
      // jit_above_cost (the contacts list did), and compiling took 200 ms on each execution
      // (docs/performance.md, "JIT").
      options: '-c jit=off',
    });
    // An idle connection the server drops (restart, failover, a dropped test database) is discarded by
    // the pool and replaced on the next query; unhandled, its 'error' event would crash the process.
    pool.on('error', () => undefined);
    // A connection that dies while checked out (inside a transaction, between two queries) emits
    // 'error' on its client, which nobody else listens to: without this the process would crash. The
    // next query on it fails as unavailable (503) and the pool discards it on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    // Every open connection, so that closing can end one still held by a query that never answers.
    const clients = new Set<pg.PoolClient>();
    pool.on('connect', (client) => clients.add(client));
    pool.on('remove', (client) => clients.delete(client as pg.PoolClient));
    retryReadsOnDeadConnections(pool);
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`).catch((error) => {
          throw new Error(`Cannot reach the database: ${describeConnectionError(error)}`);
        });
      },
      close: () => closePool(pool, clients),
    };
  }
  // PGlite in a thread of its own (decision 0043), reached through node-postgres as PostgreSQL is:
  // the main thread builds and reads the wire protocol, the thread only runs it.
  const threadOptions = { pgdata: path.join(options.dataDir, 'pgdata'), sharedBuffers: pgliteSharedBuffers };
  // A new cluster is made (PGlite's initdb) by a thread of its own that then ends: WebAssembly's
  // memory never shrinks, and a server whose thread had run initdb held 810 to 840 MB idle, one
  // that opened the made cluster 360 to 390 (docs/performance.md, "Memory").
  if (!existsSync(path.join(threadOptions.pgdata, 'PG_VERSION'))) {
    await (await PgliteThread.open(threadOptions)).close();
  }
  const thread = await PgliteThread.open(threadOptions);
  const pool = new pg.Pool({
    // PGlite has one session: a transaction holds it, and every other statement waits for its
    // end, as PGlite's own queue made them wait on the main thread.
    max: 1,
    // Kept for the server's life: its named statements (db/prepared.ts) are prepared in that session.
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    stream: () => thread.connection(),
  });
  pool.on('error', () => undefined);
  const clients = new Set<pg.PoolClient>();
  let connections = 0;
  pool.on('connect', (client) => {
    clients.add(client);
    client.on('error', () => undefined);
    // A connection after a broken one finds the session as that one left it: its prepared
    // statements would clash by name with this connection's. Queued before its first statement.
    if (connections++ > 0) client.query('DEALLOCATE ALL').catch(() => undefined);
  });
  pool.on('remove', (client) => clients.delete(client as pg.PoolClient));
  keepConnectionOnFailedStatement(pool);
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await closePool(pool, clients);
      await thread.close();
    },
  };
}

/**
 * `pool.query` hands its connection back as broken when the statement fails, and pg-pool then ends
 * it: on PostgreSQL a new connection is a new session. PGlite's one session outlives every
 * connection, with its prepared statements, so a unique violation would cost a new connection and
 * the clearing of every prepared statement. A statement's failure leaves the connection usable;
 * one whose stream failed is still dropped (pg-pool drops a connection that is no longer queryable).
 */
function keepConnectionOnFailedStatement(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    return pool.connect().then(async (client) => {
      try {
        return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        client.release();
      }
    });
  };
}

/** How long closing waits for the queries still running before it ends their connections. */
const closeGraceMs = 5_000;

/**
 * Ends the pool. `pool.end()` waits for every checked-out connection to come back; one whose query
 * never comes back (a query or transaction left waiting when its backend ended or its network was
 * cut) would keep the process from ever stopping, so after a grace period the connections still
 * held are handed back as broken, and the pool ends them (docs/operations.md, "Shutdown").
 */
async function closePool(pool: pg.Pool, clients: Set<pg.PoolClient>) {
  const ended = pool.end();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const grace = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), closeGraceMs);
  });
  if ((await Promise.race([ended, grace])) === 'late') {
    // Handed back as broken, the pool drops them: their connections end and `end()` can finish.
    for (const client of clients) {
      try {
        client.release(new Error('The server is stopping'));
      } catch {
        // Already back in the pool: `end()` closes it itself.
      }
    }
  }
  clearTimeout(timer);
  await ended;
}

/**
 * A read (a `select` outside a transaction) that failed because its connection was already dead is
 * run again on another connection. When PostgreSQL ends its backends (a restart, failover, an
 * administrator), the pool learns that an idle connection is gone only when its socket reports it,
 * which can be just after a request has taken it: without this, that request would answer 503 though
 * the database is up (docs/operations.md, "When the database goes away"). Writes are never re-run,
 * since one may have been applied before its connection died.
 */
function retryReadsOnDeadConnections(pool: pg.Pool) {
  // The connection was open and then found ended; not a refused or timed-out connect (the database
  // is away: retrying would only double the wait for the 503).
  const diedUnderIt = (error: unknown) => {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    return (
      (typeof code === 'string' && ['57P01', '57P02', '57P03', 'ECONNRESET', 'EPIPE'].includes(code)) ||
      (typeof message === 'string' && /Connection terminated|not queryable/i.test(message))
    );
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const isRead = (config: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    return typeof text === 'string' && /^\s*select\b/i.test(text);
  };
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function' || !isRead(args[0])) return query(...args);
    // Every connection the pool held may have died at once (a restart ends them all); each dead one
    // fails fast and is discarded, so the attempts are bounded by the connections there were.
    const attempt = (left: number): Promise<unknown> =>
      query(...args).catch((error: unknown) => {
        if (!diedUnderIt(error) || pool.ending || left === 0) throw error;
        return attempt(left - 1);
      });
    return attempt(pool.totalCount);
  };
}
