import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { backends, createFreshDatabase, startTestServer, type TestServer } from './harness.ts';
import { privateRedis, redisServerAvailable } from './private-redis.ts';
import { closedWithin, joinOnce, openSocket } from './realtime-client.ts';
import { cookieOf, gameWithPlayers, waitFor } from './tournament-fixtures.ts';

// Random per run: instances sharing a secret share Redis channels (test/harness.ts, redisKeyPrefix).
const SESSION_SECRET = randomBytes(32).toString('hex');
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tournamentManagementHealth(server: TestServer) {
  const res = await fetch(`${server.url}/api/health`);
  return ((await res.json()) as any).data.services.tournamentManagement as {
    status: string;
    message?: string;
  };
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The next event of that name on the socket's record, waiting for it. */
async function nextEvent(feed: { events: Array<{ name: string }> }, name: string, timeoutMs = 5000) {
  const from = feed.events.length;
  return () => waitFor(() => feed.events.slice(from).some((e) => e.name === name), timeoutMs);
}

describe.runIf(redisServerAvailable).each(backends)('Redis going away, on %s', (backend) => {
  it('a single instance keeps serving its sockets, reports Redis down, and recovers when it returns', async () => {
    const redis = await privateRedis();
    cleanups.push(redis.stop);
    const server = await startTestServer({ backend, env: { REDIS_URL: redis.url, SESSION_SECRET } });
    cleanups.push(server.close);
    const { host, gameId } = await gameWithPlayers(server.url, 2);
    const id = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament.id;
    const feed = await openSocket(server.url, { cookie: cookieOf(host) });
    expect((await joinOnce(feed.socket, id)).ok).toBe(true);

    await redis.stop();
    await waitUntil(async () => (await tournamentManagementHealth(server)).status === 'unhealthy');
    expect((await tournamentManagementHealth(server)).message).toMatch(/Redis unreachable/);

    const paused = await nextEvent(feed, 'tournament-paused');
    expect((await host.post(`/api/tournaments/${id}/pause`, {})).status).toBe(200);
    await paused();
    expect(feed.socket.connected).toBe(true);
    // New screens still connect while Redis is away.
    const late = await openSocket(server.url, { cookie: cookieOf(host) });
    expect((await joinOnce(late.socket, id)).ok).toBe(true);
    // Rate-limited routes (their counters live in Redis) still answer: sign-in works.
    const login = await host
      .fresh()
      .post('/api/auth/login', { email: host.user.email, password: 'Str0ng!Pass' });
    expect(login.status).toBe(200);

    await redis.start();
    await waitUntil(async () => (await tournamentManagementHealth(server)).status === 'healthy');
    const resumed = await nextEvent(late, 'tournament-resumed');
    expect((await host.post(`/api/tournaments/${id}/resume`, {})).status).toBe(200);
    await resumed();
    feed.socket.disconnect();
    late.socket.disconnect();
  }, 60_000);
});

describe.runIf(redisServerAvailable && backends.includes('postgres'))(
  'Redis going away, several instances',
  () => {
    it('with two instances, screens drop to polling the clock over HTTP while Redis is away, and go live again when it returns', async () => {
      const redis = await privateRedis();
      cleanups.push(redis.stop);
      const { url: databaseUrl, drop } = await createFreshDatabase();
      cleanups.push(drop);
      const env = { REDIS_URL: redis.url, SESSION_SECRET };
      const a = await startTestServer({ backend: 'postgres', databaseUrl, env });
      cleanups.push(a.close);
      const b = await startTestServer({ backend: 'postgres', databaseUrl, env });
      cleanups.push(b.close);
      await waitUntil(() => a.app.realtimeLink.peers === 2 && b.app.realtimeLink.peers === 2);

      const { host, gameId } = await gameWithPlayers(a.url, 2);
      const id = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament.id;
      const onB = await openSocket(b.url, { cookie: cookieOf(host) });
      expect((await joinOnce(onB.socket, id)).ok).toBe(true);
      const crossed = await nextEvent(onB, 'tournament-paused');
      await host.post(`/api/tournaments/${id}/pause`, {});
      await crossed();

      await redis.stop();
      // B cannot hear A any more: its screens are closed and new ones refused, so they poll.
      expect(await closedWithin(onB.socket, 5000)).toBe(true);
      await expect(openSocket(b.url, { cookie: cookieOf(host) })).rejects.toThrow();
      expect((await tournamentManagementHealth(b)).status).toBe('unhealthy');
      // The polled clock is right: a resume made on A is what B's clock read says.
      expect((await host.post(`/api/tournaments/${id}/resume`, {})).status).toBe(200);
      const polled = await fetch(`${b.url}/api/tournaments/${id}/clock`, {
        headers: { cookie: cookieOf(host) },
      });
      expect(polled.status).toBe(200);
      expect(((await polled.json()) as any).data.clock.clockState).toBe('running');

      await redis.start();
      await waitUntil(() => b.app.realtimeLink.redis === 'up' && a.app.realtimeLink.redis === 'up');
      const back = await openSocket(b.url, { cookie: cookieOf(host) });
      expect((await joinOnce(back.socket, id)).ok).toBe(true);
      // A's next change reaches B's screen again (the adapter resubscribes as Redis returns).
      let action = 0;
      await waitUntil(async () => {
        const pausing = action++ % 2 === 0;
        const seen = await nextEvent(back, pausing ? 'tournament-paused' : 'tournament-resumed', 1000);
        await host.post(`/api/tournaments/${id}/${pausing ? 'pause' : 'resume'}`, {});
        return seen().then(
          () => true,
          () => false,
        );
      }, 15_000);
      back.socket.disconnect();
    }, 90_000);
  },
);
