import { joinTournamentPayloadSchema, type TournamentState, tournamentMessages } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { Namespace } from 'socket.io';
import { accessCookie } from '../../lib/cookies.ts';
import { loadState } from './tournament-state.ts';
import * as repo from './tournaments.repository.ts';
import { viewerOf } from './tournaments.service.ts';

const heartbeatMs = 5_000;
const room = (id: string) => `tournament:${id}`;

type SocketData = {
  userId: string | null;
  role: string | null;
  displayToken: string | null;
  hosts: string[];
};

export type TournamentEvent =
  | 'tournament-paused'
  | 'tournament-resumed'
  | 'blind-level-advance'
  | 'player-eliminated';

/**
 * Namespace /tournaments. Signed-in sockets authenticate with the session cookie of the handshake;
 * a TV authenticates with the display token. Every change goes to the room `tournament:<id>`
 * through the adapter (Redis with several instances): `clock-update`, `tournament-state-changed`
 * and the specific event, each state fitted to its viewer (the host's carries the host's fields).
 */
export function createRealtime(app: FastifyInstance) {
  const nsp: Namespace = app.io.of('/tournaments');

  nsp.use(async (socket, next) => {
    const data: SocketData = { userId: null, role: null, displayToken: null, hosts: [] };
    const token = socket.handshake.headers.cookie
      ? app.parseCookie(socket.handshake.headers.cookie)[accessCookie]
      : undefined;
    const auth = token ? await app.resolveAuth(token).catch(() => undefined) : undefined;
    if (auth) {
      data.userId = auth.userId;
      data.role = auth.role;
    }
    const display = socket.handshake.auth?.displayToken;
    if (typeof display === 'string' && display.length <= 200) data.displayToken = display;
    if (!auth && !data.displayToken) return next(new Error(tournamentMessages.realtimeFailed));
    socket.data = data;
    next();
  });

  nsp.on('connection', (socket) => {
    socket.on('join-tournament', async (raw: unknown) => {
      const parsed = joinTournamentPayloadSchema.safeParse(raw);
      if (!parsed.success) return socket.emit('tournament-error', { message: tournamentMessages.notFound });
      try {
        const data = socket.data as SocketData;
        const t = await repo.findById(app.db, parsed.data.tournamentId);
        if (!t) throw new Error(tournamentMessages.notFound);
        const displayToken = parsed.data.displayToken ?? data.displayToken;
        let viewer = { userId: data.userId, isHost: false };
        if (displayToken && displayToken === t.displayToken) viewer = { userId: null, isHost: false };
        else if (data.userId && data.role)
          viewer = await viewerOf(
            app,
            { userId: data.userId, sessionId: '', role: data.role as never },
            t.gameId,
          );
        else throw new Error(tournamentMessages.notFound);
        if (viewer.isHost && !data.hosts.includes(t.id)) data.hosts.push(t.id);
        await socket.join(room(t.id));
        socket.emit('tournament-joined', await loadState(app, app.db, t, viewer));
      } catch {
        socket.emit('tournament-error', { message: tournamentMessages.notFound });
      }
    });
    socket.on('leave-tournament', (raw: unknown) => {
      const parsed = joinTournamentPayloadSchema.safeParse(raw);
      if (parsed.success) void socket.leave(room(parsed.data.tournamentId));
    });
  });

  // Each instance beats for its own sockets: clients correct their clock offset with it.
  const beat = setInterval(() => nsp.local.emit('heartbeat', { serverTime: Date.now() }), heartbeatMs);
  beat.unref();
  app.addHook('onClose', async () => clearInterval(beat));

  return {
    /** Sends the new state to everyone following the tournament, fitted to each viewer. */
    async broadcast(tournamentId: string, event?: TournamentEvent, details: Record<string, unknown> = {}) {
      const t = await repo.findById(app.db, tournamentId);
      if (!t) return;
      const neutral = await loadState(app, app.db, t, { userId: null, isHost: false });
      const hostState = await loadState(app, app.db, t, { userId: null, isHost: true });
      nsp.to(room(tournamentId)).emit('clock-update', neutral.clock);
      const sockets = await nsp.in(room(tournamentId)).fetchSockets();
      for (const socket of sockets) {
        const data = socket.data as SocketData;
        const base: TournamentState = data.hosts.includes(tournamentId) ? hostState : neutral;
        const myPlayerId = data.userId
          ? (base.tournament.players.find((p) => p.userId === data.userId)?.id ?? null)
          : null;
        const state = { ...base, tournament: { ...base.tournament, myPlayerId } };
        socket.emit('tournament-state-changed', state);
        if (event) socket.emit(event, { ...state, ...details });
      }
    },
  };
}
export type Realtime = ReturnType<typeof createRealtime>;
