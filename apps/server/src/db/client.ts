import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `<dataDir>/pgdata`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    // A connect that hangs (a dead host, a cut network) fails after 5 s so the request answers 503.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
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
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(path.join(options.dataDir, 'pgdata'), { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
