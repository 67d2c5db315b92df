import { randomBytes } from 'node:crypto';
import { serverMessages, tournamentMessages } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { realtimeLimits } from '../src/features/tournaments/realtime.ts';
import { TestClient } from './client.ts';
import { backends, createFreshDatabase, redisUrl, startTestServer, type TestServer } from './harness.ts';
import { closedWithin, joinOnce, openSocket } from './realtime-client.ts';
import { linkIn } from './smtp-capture.ts';
import { cookieOf, gameWithPlayers } from './tournament-fixtures.ts';
import { useServerWithMail } from './with-mail.ts';

const password = 'Str0ng!Pass';

/** The same account signed in on another device: a second, separate session. */
async function secondDevice(url: string, email: string) {
  const device = new TestClient(url);
  const res = await device.post('/api/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return device;
}

async function startedTournament(url: string) {
  const { host, players, gameId } = await gameWithPlayers(url, 2);
  const state = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data;
  return {
    host,
    players,
    id: state.tournament.id as string,
    displayToken: (state.tournament.displayUrl as string).split('/display/')[1]!,
  };
}

const sessionIdOf = async (client: TestClient) =>
  (await client.get('/api/auth/sessions')).body.data.sessions.find((s: any) => s.current).id as string;

describe.each(backends)('real-time security on %s', (backend) => {
  const ctx = useServerWithMail({ backend });

  describe('a revoked session loses its live socket at once', () => {
    const revocations: Array<[string, (t: { host: any; laptop: TestClient; url: string }) => Promise<void>]> =
      [
        [
          'revoked from the sessions list of another device',
          async ({ host, laptop }) => {
            const id = await sessionIdOf(laptop);
            expect((await host.delete(`/api/auth/sessions/${id}`)).status).toBe(200);
          },
        ],
        [
          'signed out everywhere else',
          async ({ host }) => void expect((await host.delete('/api/auth/sessions')).status).toBe(200),
        ],
        [
          'the password changed on another device',
          async ({ host }) => {
            const res = await host.post('/api/auth/change-password', {
              currentPassword: password,
              newPassword: 'N3w!Password',
              confirmPassword: 'N3w!Password',
            });
            expect(res.status).toBe(200);
          },
        ],
        [
          'a plain sign-out on that device',
          async ({ laptop }) => void expect((await laptop.post('/api/auth/logout')).status).toBe(200),
        ],
        [
          'the password reset through the mailed link',
          async ({ host, url }) => {
            await new TestClient(url).post('/api/auth/forgot-password', { email: host.user.email });
            const mail = await ctx.smtp.next(host.user.email, /Reset your PokerHome password/);
            const { token } = linkIn(mail, '/reset-password');
            const res = await new TestClient(url).post('/api/auth/reset-password', {
              token,
              password: 'N3w!Password',
              confirmPassword: 'N3w!Password',
            });
            expect(res.status).toBe(200);
          },
        ],
      ];

    it.each(revocations)('%s', async (_name, revoke) => {
      const url = ctx.server.url;
      const { host, id } = await startedTournament(url);
      const laptop = await secondDevice(url, host.user.email);
      const live = await openSocket(url, { cookie: cookieOf(laptop) });
      const joined = await joinOnce(live.socket, id);
      expect(joined.ok).toBe(true);
      expect(joined.state.tournament.displayUrl).toContain('/display/');

      await revoke({ host, laptop, url });
      expect(await closedWithin(live.socket, 3000)).toBe(true);
      // The same cookie cannot open a new one.
      await expect(openSocket(url, { cookie: cookieOf(laptop) })).rejects.toThrow();
    });
  });

  it('re-checks the session when the socket joins: a session ended behind its back is refused, not served the host view', async () => {
    const url = ctx.server.url;
    const { host, id } = await startedTournament(url);
    const live = await openSocket(url, { cookie: cookieOf(host) });
    expect((await joinOnce(live.socket, id)).ok).toBe(true);
    // Ended without any announcement (as an expiry would): only the check at join time can see it.
    const sessionId = await sessionIdOf(host);
    await ctx.server.app.db.execute(sql`update sessions set expires_at = now() where id = ${sessionId}`);
    const again = await joinOnce(live.socket, id);
    expect(again.ok).toBe(false);
    expect(again.state).toBeUndefined();
    expect(await closedWithin(live.socket, 3000)).toBe(true);
  });

  it('serves the rights the user has now: a player who declined is no longer served', async () => {
    const url = ctx.server.url;
    const { players, id } = await startedTournament(url);
    const player = players[0]!;
    const live = await openSocket(url, { cookie: cookieOf(player) });
    expect((await joinOnce(live.socket, id)).ok).toBe(true);
    const gameId = (await player.get(`/api/tournaments/${id}`)).body.data.tournament.gameId;
    await ctx.server.app.db.execute(
      sql`update game_participants set status = 'declined' where game_id = ${gameId} and user_id = ${player.user.id}`,
    );
    const again = await joinOnce(live.socket, id);
    expect(again).toMatchObject({ ok: false, message: tournamentMessages.notFound });
    live.socket.disconnect();
  });

  it('refuses a handshake from a foreign Origin, and accepts its own', async () => {
    const url = ctx.server.url;
    const { host, id } = await startedTournament(url);
    await expect(
      openSocket(url, { cookie: cookieOf(host), origin: 'https://evil.example' }),
    ).rejects.toThrow();
    const own = await openSocket(url, { cookie: cookieOf(host), origin: url });
    expect((await joinOnce(own.socket, id)).ok).toBe(true);
    own.socket.disconnect();
  });

  it('refuses a malformed or unknown display token at the handshake, with the TV’s message', async () => {
    const url = ctx.server.url;
    const { id, displayToken } = await startedTournament(url);
    for (const bad of ['anything', 'x'.repeat(32), 42, { $ne: null }]) {
      await expect(openSocket(url, { displayToken: bad })).rejects.toThrow(tournamentMessages.notFound);
    }
    const tv = await openSocket(url, { displayToken });
    expect((await joinOnce(tv.socket, id, displayToken)).ok).toBe(true);
    tv.socket.disconnect();
  });

  it('closes the TVs of a display link the host replaced', async () => {
    const url = ctx.server.url;
    const { host, id, displayToken } = await startedTournament(url);
    const tv = await openSocket(url, { displayToken });
    expect((await joinOnce(tv.socket, id, displayToken)).ok).toBe(true);
    expect((await host.post(`/api/tournaments/${id}/display-link`)).status).toBe(200);
    expect(await closedWithin(tv.socket, 3000)).toBe(true);
    await expect(openSocket(url, { displayToken })).rejects.toThrow(tournamentMessages.notFound);
  });

  it('does not serve 1,000 joins from one socket: the excess is refused and the flooding socket is closed', async () => {
    const url = ctx.server.url;
    const { host, id } = await startedTournament(url);
    const live = await openSocket(url, { cookie: cookieOf(host) });
    for (let i = 0; i < 1000; i++) live.socket.emit('join-tournament', { tournamentId: id });
    expect(await closedWithin(live.socket, 5000)).toBe(true);
    const served = live.events.filter((e) => e.name === 'tournament-joined').length;
    const refused = live.events.filter(
      (e) => e.name === 'tournament-error' && e.payload.message === serverMessages.rateLimited,
    ).length;
    // Joins still in flight when the socket is cut are not delivered: at most the burst is served.
    expect(served).toBeLessThanOrEqual(realtimeLimits.socketBurst + 2);
    expect(refused).toBeGreaterThan(0);
    // The server still answers everyone else.
    expect((await host.get(`/api/tournaments/${id}/clock`)).status).toBe(200);
  });

  it('limits a user across their sockets too', async () => {
    const url = ctx.server.url;
    const { host, id } = await startedTournament(url);
    const sockets = await Promise.all(
      Array.from({ length: 16 }, () => openSocket(url, { cookie: cookieOf(host) })),
    );
    // Each socket stays within its own burst; together they exceed the user's many times over.
    const started = Date.now();
    for (const s of sockets)
      for (let i = 0; i < realtimeLimits.socketBurst; i++)
        s.socket.emit('join-tournament', { tournamentId: id });
    const sent = sockets.length * realtimeLimits.socketBurst;
    const all = () => sockets.flatMap((s) => s.events);
    const answered = () =>
      all().filter((e) => e.name === 'tournament-joined' || e.name === 'tournament-error').length;
    await expect.poll(answered, { timeout: 20_000 }).toBe(sent);
    // The user's bucket refills while a slow machine works through the joins: the bound counts that in.
    const seconds = Math.ceil((Date.now() - started) / 1000);
    const served = all().filter((e) => e.name === 'tournament-joined').length;
    expect(served).toBeLessThanOrEqual(realtimeLimits.userBurst + seconds * realtimeLimits.userPerSecond);
    expect(
      all().some((e) => e.name === 'tournament-error' && e.payload.message === serverMessages.rateLimited),
    ).toBe(true);
    for (const s of sockets) s.socket.disconnect();
  });

  it('closes a socket that sends an oversized frame', async () => {
    const url = ctx.server.url;
    const { host } = await startedTournament(url);
    const live = await openSocket(url, { cookie: cookieOf(host) });
    live.socket.emit('join-tournament', { tournamentId: 'x'.repeat(100_000) });
    expect(await closedWithin(live.socket, 3000)).toBe(true);
  });
});

describe.runIf(backends.includes('postgres') && redisUrl)('revocation across instances', () => {
  const servers: TestServer[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const s of servers.splice(0)) await s.close();
    await drop?.();
  });

  it('a session revoked on one instance loses its socket on another', async () => {
    const fresh = await createFreshDatabase();
    drop = fresh.drop;
    const env = { REDIS_URL: redisUrl!, SESSION_SECRET: randomBytes(32).toString('hex') };
    const a = await startTestServer({ backend: 'postgres', databaseUrl: fresh.url, env });
    const b = await startTestServer({ backend: 'postgres', databaseUrl: fresh.url, env });
    servers.push(a, b);
    const { host, id } = await startedTournament(a.url);
    const laptop = await secondDevice(a.url, host.user.email);
    const onB = await openSocket(b.url, { cookie: cookieOf(laptop) });
    expect((await joinOnce(onB.socket, id)).ok).toBe(true);
    const sessionId = await sessionIdOf(laptop);
    expect((await host.delete(`/api/auth/sessions/${sessionId}`)).status).toBe(200);
    expect(await closedWithin(onB.socket, 3000)).toBe(true);
  });
});
