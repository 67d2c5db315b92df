import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './fixtures.ts';
import { backends, createFreshDatabase, redisUrl, startTestServer, type TestServer } from './harness.ts';
import { cookieOf, gameWithPlayers } from './tournament-fixtures.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** A clock read with a given cookie header, as a phone still holding it would send. */
async function clockWith(url: string, id: string, cookie: string) {
  const res = await fetch(`${url}/api/tournaments/${id}/clock`, { headers: { cookie } });
  return {
    status: res.status,
    clock: res.status === 200 ? ((await res.json()) as any).data.clock : undefined,
  };
}

describe.each(backends)('the polled clock on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    servers.push(server);
  });

  it('follows every change at once, and refuses strangers and revoked sessions at once', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 2);
    const id = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament.id;
    const player = players[0]!;
    const held = cookieOf(player);

    for (let i = 0; i < 5; i++)
      expect((await clockWith(server.url, id, held)).clock.clockState).toBe('running');
    await host.post(`/api/tournaments/${id}/pause`, {});
    expect((await clockWith(server.url, id, held)).clock.clockState).toBe('paused');
    await host.post(`/api/tournaments/${id}/advance`);
    expect((await clockWith(server.url, id, held)).clock.currentLevel).toBe(2);

    const stranger = await signedIn(server.url, 'participant');
    expect((await clockWith(server.url, id, cookieOf(stranger))).status).toBe(404);
    expect((await clockWith(server.url, id, '')).status).toBe(401);

    expect((await player.post('/api/auth/logout')).status).toBe(200);
    expect((await clockWith(server.url, id, held)).status).toBe(401);
  }, 90_000);

  it('every answer, shared by readers of the same moment or not, is exact at the time it states', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 2);
    const id = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament.id;
    const held = cookieOf(players[0]!);
    const reads = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 3));
        const res = await fetch(`${server.url}/api/tournaments/${id}/clock`, { headers: { cookie: held } });
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        return ((await res.json()) as any).data.clock;
      }),
    );
    for (const clock of reads) {
      expect(clock.clockState).toBe('running');
      expect(Date.parse(clock.timestamp) + clock.timeRemaining).toBe(Date.parse(clock.blindLevelEndTime));
    }
  }, 90_000);

  it('a hundred phones that start polling at once cost one check of their right, not a hundred', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 2);
    const id = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament.id;
    const held = cookieOf(players[0]!);
    const app = server.app as unknown as { resolveSession: (...args: unknown[]) => Promise<unknown> };
    const resolveSession = app.resolveSession;
    let checks = 0;
    // A database under load: the check takes a while, and the other phones' reads arrive meanwhile.
    app.resolveSession = async (...args) => {
      checks++;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return resolveSession(...args);
    };
    try {
      const reads = await Promise.all(Array.from({ length: 100 }, () => clockWith(server.url, id, held)));
      expect(reads.map((r) => r.clock?.clockState)).toEqual(Array(100).fill('running'));
      expect(checks).toBe(1);
    } finally {
      app.resolveSession = resolveSession;
    }
  }, 90_000);
});

describe.runIf(backends.includes('postgres') && redisUrl)('the polled clock across instances', () => {
  it('a change or a revocation made on one instance is what the other answers', async () => {
    const { url: databaseUrl, drop } = await createFreshDatabase();
    const env = { REDIS_URL: redisUrl!, SESSION_SECRET: randomBytes(32).toString('hex') };
    const a = await startTestServer({ backend: 'postgres', databaseUrl, env });
    const b = await startTestServer({ backend: 'postgres', databaseUrl, env });
    try {
      const { host, players, gameId } = await gameWithPlayers(a.url, 2);
      const id = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament.id;
      const held = cookieOf(players[0]!);
      expect((await clockWith(b.url, id, held)).clock.clockState).toBe('running');
      await host.post(`/api/tournaments/${id}/pause`, {});
      await expect
        .poll(async () => (await clockWith(b.url, id, held)).clock.clockState, { timeout: 1000 })
        .toBe('paused');
      await players[0]!.post('/api/auth/logout');
      await expect.poll(async () => (await clockWith(b.url, id, held)).status, { timeout: 1000 }).toBe(401);
    } finally {
      await a.close();
      await b.close();
      await drop();
    }
  }, 90_000);
});
