import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { isUniqueViolation } from '../src/lib/errors.ts';
import { api, backends, useTestServer } from './harness.ts';
import { seedPgliteDataDir } from './pglite-template.ts';

/**
 * What the database layer promises the features, on both backends; on PGlite it runs in a thread of
 * its own (docs/decisions/0043-pglite-in-a-worker-thread.md), and these are what that thread must
 * keep: the server answers while a statement runs, a failed statement keeps PostgreSQL's code, a
 * transaction is alone and all or nothing, and a closed database keeps what it committed.
 */
describe.each(backends)('the database layer on %s', (backend) => {
  const server = useTestServer({ backend });
  const db = () => server.app.db;
  const count = async (table: string) =>
    rowsOf<{ n: number }>(await db().execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

  it('answers a request that needs no database while a long statement runs', async () => {
    const slow = db()
      .execute(sql`select pg_sleep(2)`)
      .then(() => 'the statement');
    // An address no route serves: answered by the router and the error handler, no statement.
    const request = api(server, 'GET', '/api/no-such-thing').then((res) => {
      expect(res.status).toBe(404);
      return 'the request';
    });
    // On the main thread, PGlite's WebAssembly held the event loop for the whole statement.
    expect(await Promise.race([slow, request])).toBe('the request');
    await slow;
  });

  it('keeps PostgreSQL’s code, constraint and message on a failed statement', async () => {
    await db().execute(sql`create table probe_unique (id int constraint probe_unique_pkey primary key)`);
    await db().execute(sql`insert into probe_unique values (1)`);
    const failure = await db()
      .execute(sql`insert into probe_unique values (1)`)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    const cause = (failure as { cause: { code: string; constraint: string; message: string } }).cause;
    expect(cause).toMatchObject({
      code: '23505',
      constraint: 'probe_unique_pkey',
      message: 'duplicate key value violates unique constraint "probe_unique_pkey"',
    });
  });

  it('rolls a failed transaction back, and says why when its COMMIT fails', async () => {
    await db().execute(
      sql`create table probe_deferred (id int constraint probe_deferred_id unique deferrable initially deferred)`,
    );
    // Each insert succeeds; the unique index is checked at COMMIT, which fails.
    const failure = await db()
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe_deferred values (1)`);
        await tx.execute(sql`insert into probe_deferred values (1)`);
      })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(await count('probe_deferred')).toBe(0);

    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into probe_deferred values (2)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count('probe_deferred')).toBe(0);

    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into probe_deferred values (3)`);
    });
    expect(await count('probe_deferred')).toBe(1);
  });

  it('never lets a statement outside a transaction see its uncommitted rows', async () => {
    await db().execute(sql`create table probe_alone (id int)`);
    let outside: Promise<number> | undefined;
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe_alone values (1)`);
        // PGlite has one session: run inside the transaction, this read would count its row.
        outside = count('probe_alone');
        await tx.execute(sql`select pg_sleep(0.2)`);
        throw new Error('roll it back');
      })
      .catch(() => undefined);
    expect(await outside).toBe(0);
  });
});

describe('the embedded database, closed and opened again', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pokerhome-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every committed row, and answers again once reopened', async () => {
    await seedPgliteDataDir(dataDir);
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table probe_kept (id int)`);
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe_kept select generate_series(1, 100)`);
    });
    await first.close();
    await expect(first.db.execute(sql`select 1`)).rejects.toThrow();

    const again = await openDatabase({ dataDir });
    try {
      const rows = rowsOf<{ n: number }>(
        await again.db.execute(sql`select count(*)::int as n from probe_kept`),
      );
      expect(rows[0]!.n).toBe(100);
    } finally {
      await again.close();
    }
  });
});
