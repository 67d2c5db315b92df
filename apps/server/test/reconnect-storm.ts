import { io as connect, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { type Backend, redisUrl, type TestServer, useTestServer } from './harness.ts';
import { gameWithPlayers, waitFor } from './tournament-fixtures.ts';

/** One server for the storms of a `describe`, on the Redis adapter when TEST_REDIS_URL is set. */
export const useStormServer = (backend: Backend) =>
  useTestServer({ backend, env: redisUrl ? { REDIS_URL: redisUrl } : {} });

/**
 * A reconnect storm: `count` screens follow one tournament (the TV link, as a room of phones and
 * TVs would), the server drops every connection at once (a network blip, a proxy restart), and
 * they all come back together, as the web app does (randomised back-off, a join on each connect).
 * Absorbed means: every screen is back in the room, the server still answers, and the host's next
 * pause reaches every one of them.
 */
export async function reconnectStorm(server: TestServer, count: number, timeoutMs: number) {
  const { host, gameId } = await gameWithPlayers(server.url, 2);
  const started = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
  const id = started.id as string;
  const displayToken = (started.displayUrl as string).split('/display/')[1]!;
  const screens: Array<{ socket: Socket; joins: number; paused: boolean }> = [];
  try {
    for (let i = 0; i < count; i++) {
      const socket = connect(`${server.url}/tournaments`, {
        transports: ['websocket'],
        auth: { displayToken },
        reconnectionDelay: 500,
        reconnectionDelayMax: 5000,
        reconnectionAttempts: Number.POSITIVE_INFINITY,
      });
      const screen = { socket, joins: 0, paused: false };
      socket.on('connect', () => socket.emit('join-tournament', { tournamentId: id, displayToken }));
      socket.on('tournament-joined', () => screen.joins++);
      socket.on('tournament-paused', () => (screen.paused = true));
      screens.push(screen);
      // Opened in small waves, as screens arrive over a few seconds.
      if (i % 50 === 49) await waitFor(() => screens.every((s) => s.joins >= 1), timeoutMs);
    }
    await waitFor(() => screens.every((s) => s.joins >= 1), timeoutMs);

    // The connections drop under the sockets (no goodbye), as a network blip does: clients retry.
    for (const socket of server.app.io.of('/tournaments').sockets.values()) socket.conn.close();
    await waitFor(() => screens.every((s) => s.joins >= 2), timeoutMs).catch(() => {
      const back = screens.filter((s) => s.joins >= 2).length;
      const connected = screens.filter((s) => s.socket.connected).length;
      throw new Error(`${back} of ${count} screens rejoined (${connected} connected)`);
    });

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as any).data.services.tournamentManagement.status).toBe('healthy');
    expect((await host.post(`/api/tournaments/${id}/pause`, {})).status).toBe(200);
    await waitFor(() => screens.every((s) => s.paused), timeoutMs);
    return { rejoined: screens.filter((s) => s.joins >= 2).length };
  } finally {
    for (const s of screens) s.socket.disconnect();
  }
}
