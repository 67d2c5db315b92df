import {
  type ChangeDetails,
  type ClientToServerEvents,
  tournamentEvents as ev,
  type InterServerEvents,
  joinTournamentPayloadSchema,
  type ServerToClientEvents,
  serverMessages,
  type TournamentChangeEvent,
  tournamentMessages,
  tournamentNamespace,
  tournamentServerEvents,
  transportMessages,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { Namespace } from 'socket.io';
import { accessCookie } from '../../lib/cookies.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { handshakeRefusal, type SocketOf } from '../../lib/socket-namespace.ts';
import { closeEndedSessions, sessionRooms } from '../../lib/socket-sessions.ts';
import { tokenBucket, tokenBuckets } from '../../lib/token-bucket.ts';
import type { ClockReads } from './clock-reads.ts';
import { sharedState, stateInputs } from './state-builds.ts';
import { stateOf } from './tournament-state.ts';
import * as repo from './tournaments.repository.ts';
import { viewerOf } from './tournaments.service.ts';

const heartbeatMs = 5_000;

/**
 * Limits per socket and per user (docs/security.md, "Real-time"). A screen joins once per
 * connect; a burst of a few covers a flaky network. Refused events answer `tournament-error`;
 * a socket that keeps sending once refused is disconnected.
 */
export const realtimeLimits = {
  socketBurst: 5,
  socketPerSecond: 1,
  userBurst: 20,
  userPerSecond: 4,
  refusalsBeforeDisconnect: 10,
  socketsPerUser: 20,
} as const;

/** Display tokens are `randomToken(24)`: 32 base64url characters. */
const displayTokenPattern = /^[A-Za-z0-9_-]{32}$/;

/** Everyone following a tournament gets the neutral view; hosts get theirs in a room of their own. */
const viewersRoom = (id: string) => `tournament:${id}`;
const hostsRoom = (id: string) => `tournament:${id}:hosts`;
const displaysRoom = (id: string) => `tournament:${id}:displays`;

type SocketData = {
  userId: string | null;
  sessionId: string | null;
  /** The display token this socket showed at its handshake (it existed then). */
  displayToken: string | null;
};

export type TournamentEvent = TournamentChangeEvent;
type TournamentNamespace = Namespace<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
type TournamentSocket = SocketOf<TournamentNamespace>;

/**
 * Namespace /tournaments. Signed-in sockets authenticate with the session cookie of the handshake
 * and are re-checked before every join (session live, rights now); a TV authenticates with a
 * display token that must exist. A revoked session's sockets are closed on every instance
 * (`sessions-revoked`). Every change goes to the tournament's rooms through the adapter (Redis with
 * several instances): one message per screen, the named event carrying the new state, or
 * `tournament-state-changed` for a change without a name.
 */
export function createRealtime(app: FastifyInstance, clockReads: ClockReads) {
  const nsp: TournamentNamespace = app.io.of(tournamentNamespace);
  // Other instances tell this one what changed, so its cached clocks and read rights stay right.
  const tellOthers = <E extends keyof InterServerEvents>(
    event: E,
    ...payload: Parameters<InterServerEvents[E]>
  ) => {
    if (app.config.redisUrl) nsp.serverSideEmit(event, ...payload);
  };
  nsp.on(tournamentServerEvents.changed, (id) => clockReads.invalidate(id));
  nsp.on(tournamentServerEvents.sessionsRevoked, (p) => clockReads.forget(p.userId, p.sessionIds));
  const userBuckets = tokenBuckets(realtimeLimits.userBurst, realtimeLimits.userPerSecond);
  const socketsOfUser = new Map<string, number>();

  nsp.use(async (socket, next) => {
    try {
      const data: SocketData = { userId: null, sessionId: null, displayToken: null };
      const display = socket.handshake.auth?.displayToken;
      if (display !== undefined) {
        // A TV link that is malformed or unknown (or was replaced) is refused here, not later.
        if (typeof display !== 'string' || !displayTokenPattern.test(display))
          return next(handshakeRefusal(tournamentMessages.notFound));
        if (!(await repo.findByDisplayToken(app.db, display)))
          return next(handshakeRefusal(tournamentMessages.notFound));
        data.displayToken = display;
      }
      const token = socket.handshake.headers.cookie
        ? app.parseCookie(socket.handshake.headers.cookie)[accessCookie]
        : undefined;
      const auth = token ? await app.resolveAuth(token) : undefined;
      if (auth) {
        if ((socketsOfUser.get(auth.userId) ?? 0) >= realtimeLimits.socketsPerUser)
          return next(handshakeRefusal(serverMessages.rateLimited));
        data.userId = auth.userId;
        data.sessionId = auth.sessionId;
      }
      if (!auth && !data.displayToken) return next(handshakeRefusal(tournamentMessages.realtimeFailed));
      socket.data = data;
      next();
    } catch {
      next(handshakeRefusal(tournamentMessages.realtimeFailed));
    }
  });

  nsp.on('connection', (socket) => {
    const data = socket.data;
    // A recovered connection comes back with its old rooms: drop them, the client joins again
    // (on every connect) and is checked again.
    if (socket.recovered) for (const r of socket.rooms) if (r !== socket.id) socket.leave(r);
    if (data.userId && data.sessionId) {
      const userId = data.userId;
      void socket.join(sessionRooms(data.sessionId, userId));
      socketsOfUser.set(userId, (socketsOfUser.get(userId) ?? 0) + 1);
      socket.once('disconnect', () => {
        const left = (socketsOfUser.get(userId) ?? 1) - 1;
        if (left > 0) socketsOfUser.set(userId, left);
        else socketsOfUser.delete(userId);
      });
    }
    meter(socket, data);
    socket.on(ev.join, (raw: unknown, ack?: unknown) => join(socket, data, raw, ack));
    socket.on(ev.leave, (raw: unknown) => {
      const parsed = joinTournamentPayloadSchema.safeParse(raw);
      if (!parsed.success) return;
      const id = parsed.data.tournamentId;
      for (const r of [viewersRoom(id), hostsRoom(id), displaysRoom(id)]) void socket.leave(r);
    });
  });

  /** Every incoming event spends a token of the socket's bucket and of its user's. */
  function meter(socket: TournamentSocket, data: SocketData) {
    const own = tokenBucket(realtimeLimits.socketBurst, realtimeLimits.socketPerSecond, Date.now());
    let refused = 0;
    socket.use((packet, next) => {
      const now = Date.now();
      const allowed = own.take(now) && (!data.userId || userBuckets.take(data.userId, now));
      if (allowed) return next();
      const ack = packet.at(-1);
      if (typeof ack === 'function') ack({ ok: false, message: serverMessages.rateLimited });
      socket.emit(ev.error, { message: serverMessages.rateLimited });
      refused++;
      if (refused >= realtimeLimits.refusalsBeforeDisconnect) {
        app.log.warn({ userId: data.userId }, 'socket flooding events: disconnected');
        socket.disconnect();
      }
    });
  }

  async function join(socket: TournamentSocket, data: SocketData, raw: unknown, ack: unknown) {
    const answer = (ok: boolean, message?: string) => {
      if (typeof ack === 'function') ack(ok ? { ok } : { ok, message });
    };
    const parsed = joinTournamentPayloadSchema.safeParse(raw);
    if (!parsed.success) {
      socket.emit(ev.error, { message: tournamentMessages.notFound });
      return answer(false, tournamentMessages.notFound);
    }
    try {
      const t = await repo.findById(app.db, parsed.data.tournamentId);
      if (!t) throw new Error(tournamentMessages.notFound);
      // The token is compared with the tournament's current one: a replaced link no longer joins.
      const token = parsed.data.displayToken ?? data.displayToken;
      let viewer: { userId: string | null; isHost: boolean };
      let rooms: string[];
      if (token && safeEqual(token, t.displayToken)) {
        viewer = { userId: null, isHost: false };
        rooms = [viewersRoom(t.id), displaysRoom(t.id)];
      } else if (data.userId && data.sessionId) {
        // Who this socket serves is decided now, not at the handshake: the session must still be
        // live and the rights are the user's current ones.
        const auth = await app.resolveSession(data.sessionId, data.userId);
        if (!auth) {
          socket.emit(ev.error, { message: transportMessages.unauthorized });
          answer(false, transportMessages.unauthorized);
          socket.disconnect();
          return;
        }
        viewer = await viewerOf(app, auth, t.gameId);
        rooms = [viewer.isHost ? hostsRoom(t.id) : viewersRoom(t.id)];
      } else throw new Error(tournamentMessages.notFound);
      for (const r of [viewersRoom(t.id), hostsRoom(t.id), displaysRoom(t.id)])
        if (!rooms.includes(r)) await socket.leave(r);
      await socket.join(rooms);
      socket.emit(ev.joined, await sharedState(app, t, viewer));
      answer(true);
    } catch {
      socket.emit(ev.error, { message: tournamentMessages.notFound });
      answer(false, tournamentMessages.notFound);
    }
  }

  closeEndedSessions(app, nsp, {
    errorEvent: ev.error,
    name: 'tournament',
    onRevoked: (userId, sessionIds) => {
      clockReads.forget(userId, sessionIds);
      tellOthers(tournamentServerEvents.sessionsRevoked, { userId, sessionIds });
    },
    everySweep: () => userBuckets.sweep(Date.now()),
  });

  // Each instance beats for its own sockets: clients correct their clock offset with it.
  const beat = setInterval(() => nsp.local.emit(ev.heartbeat, { serverTime: Date.now() }), heartbeatMs);
  beat.unref();
  app.addHook('onClose', async () => clearInterval(beat));

  return {
    /**
     * Sends the new state to everyone following the tournament: loaded once, one emit per view
     * (hosts, everyone else), each screen getting one message per change (the named event with the
     * state, or `tournament-state-changed`), so the cost does not grow with the number of screens.
     * Each screen knows its own player (the web app fills `myPlayerId` from the signed-in user).
     */
    async broadcast(
      tournamentId: string,
      event?: TournamentEvent,
      details: ChangeDetails = {},
      /** The row as a committed action wrote it, if it did: not read again. */
      saved?: repo.TournamentRow,
    ) {
      clockReads.invalidate(tournamentId);
      tellOthers(tournamentServerEvents.changed, tournamentId);
      const t = saved ?? (await repo.findById(app.db, tournamentId));
      if (!t) return undefined;
      // One build for the change, shared with the host's reply and the page's reads (state-builds.ts).
      const now = Date.now();
      const inputs = await stateInputs(app, t);
      const neutral = stateOf(app, t, inputs, { userId: null, isHost: false }, now);
      const host = stateOf(app, t, inputs, { userId: null, isHost: true }, now);
      // One message per screen: the named event carries the state, so nothing else is sent.
      if (event) {
        nsp.to(viewersRoom(tournamentId)).emit(event, { clock: neutral.clock, ...details, state: neutral });
        nsp.to(hostsRoom(tournamentId)).emit(event, { clock: neutral.clock, ...details, state: host });
      } else {
        nsp.to(viewersRoom(tournamentId)).emit(ev.stateChanged, neutral);
        nsp.to(hostsRoom(tournamentId)).emit(ev.stateChanged, host);
      }
      return { t, inputs, now };
    },
    /** A replaced display link: the TVs on the old one are closed (they show 'Tournament Not Found'). */
    closeDisplays(tournamentId: string) {
      nsp.to(displaysRoom(tournamentId)).emit(ev.error, { message: tournamentMessages.notFound });
      nsp.in(displaysRoom(tournamentId)).disconnectSockets();
    },
  };
}
export type Realtime = ReturnType<typeof createRealtime>;
