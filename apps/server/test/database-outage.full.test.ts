import { liveEvents, serverMessages } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { gamePayload, signedIn } from './fixtures.ts';
import { api, createFreshDatabase, startTestServer, type TestServer } from './harness.ts';
import { liveSocket } from './live-socket.ts';
import { startTcpProxy } from './tcp-proxy.ts';

type Health = { data: { status: string; services: { database: { status: string; message?: string } } } };

/**
 * PostgreSQL going away while the server runs (restart, failover, a cut network): requests answer
 * 503 in the envelope with a clear message, health says the database is down, and once it is back
 * the same server serves again without a restart. The outage is made with a proxy the test owns.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the database going away at run time', () => {
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: TestServer;
  let viaProxy: URL;

  beforeAll(async () => {
    database = await createFreshDatabase();
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startTestServer({ databaseUrl: viaProxy.toString() });
  });

  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 with a clear message while it is gone, reports it in health, and serves again when it returns', async () => {
    const host = await signedIn(server.url);
    const created = await host.post('/api/games', gamePayload());
    expect(created.status).toBe(201);
    const gameId = created.body.data.game.id as string;

    await proxy.cut();

    const read = await host.get(`/api/games/${gameId}`);
    expect(read.status).toBe(503);
    expect(read.body).toEqual({
      success: false,
      error: { message: serverMessages.databaseUnavailable, code: 'UNAVAILABLE' },
    });
    const write = await host.post('/api/games', gamePayload({ name: 'During the outage' }));
    expect(write.status).toBe(503);
    expect(write.body.error.code).toBe('UNAVAILABLE');

    const down = await api<Health>(server, 'GET', '/api/health');
    expect(down.status).toBe(200);
    expect(down.body.data.status).toBe('degraded');
    expect(down.body.data.services.database.status).toBe('unhealthy');
    expect(down.body.data.services.database.message).toBe('Cannot reach the database: connection refused');

    await proxy.restore();

    const up = await api<Health>(server, 'GET', '/api/health');
    expect(up.body.data.services.database.status).toBe('healthy');
    const again = await host.get(`/api/games/${gameId}`);
    expect(again.status).toBe(200);
    expect(again.body.data.game.name).toBe('Friday Night Poker');
    const after = await host.post('/api/games', gamePayload({ name: 'After the outage' }));
    expect(after.status).toBe(201);
  });

  it('tells open screens their live updates paused while it is gone, to read again once it is back, and goes on telling changes', async () => {
    const host = await signedIn(server.url);
    const live = await liveSocket(server.url, host);
    const sent = (name: string) => live.events.some((e) => e.name === name);
    try {
      expect((await live.subscribe([`user:${host.user.id}`])).ok).toBe(true);
      await proxy.cut();
      // The feed's next look at the change log fails (decision 0045): the screens are told at once.
      await expect.poll(() => sent(liveEvents.paused), { timeout: 20_000 }).toBe(true);
      expect(sent(liveEvents.resync)).toBe(false);
      await proxy.restore();
      await expect.poll(() => sent(liveEvents.resync), { timeout: 20_000 }).toBe(true);
      expect((await host.post('/api/games', gamePayload({ name: 'After the pause' }))).status).toBe(201);
      await expect.poll(() => live.heard(liveEvents.changed, `user:${host.user.id}`)).toBe(true);
    } finally {
      live.socket.disconnect();
    }
  });

  it('answers 503, not 500, when PostgreSQL ends the connections under it, and recovers at once', async () => {
    const host = await signedIn(server.url);
    // Hold a request on the database while its backend is ended by the administrator.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = new URL(database.url).pathname.slice(1);
    const slow = host.post('/api/games', gamePayload({ name: 'Slow' }));
    const terminated = admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    const [answer] = await Promise.all([slow, terminated]);
    await admin.end();
    // Either the write finished before the backend ended, or it was refused as unavailable.
    expect([201, 503]).toContain(answer.status);
    if (answer.status === 503) expect(answer.body.error.code).toBe('UNAVAILABLE');
    const next = await host.get('/api/games');
    expect(next.status).toBe(200);
  });

  it('serves a read that takes a connection PostgreSQL has just ended, however many such the pool holds', async () => {
    const opened = await openDatabase({ databaseUrl: viaProxy.toString(), dataDir: '/nonexistent' });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      // Ten open connections, idle in the pool.
      await Promise.all(Array.from({ length: 10 }, () => opened.db.execute(sql`select pg_sleep(0.05)`)));
      // PostgreSQL ends them all, and the server has not yet read that it did.
      proxy.hold();
      const name = new URL(database.url).pathname.slice(1);
      const backends = `select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`;
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      while ((await admin.query(backends, [name])).rows[0].n > 0) await new Promise((r) => setTimeout(r, 20));
      // The read takes one of the dead connections before the news of their end arrives.
      proxy.release();
      const read = await opened.db.execute(sql`select 41 + 1 as answer`);
      expect(rowsOf(read)).toEqual([{ answer: 42 }]);
    } finally {
      proxy.release();
      await admin.end();
      await opened.close();
    }
  });
});
