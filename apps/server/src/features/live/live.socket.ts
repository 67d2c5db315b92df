import {
  liveEvents as ev,
  type LiveClientToServerEvents,
  type LiveServerToClientEvents,
  type LiveSubscribeAck,
  liveNamespace,
  liveSubscribeSchema,
  serverMessages,
  tournamentMessages,
  transportMessages,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { Namespace } from 'socket.io';
import { accessCookie } from '../../lib/cookies.ts';
import { peopleOfGames } from '../../lib/read-cache/read-changes.repository.ts';
import { handshakeRefusal, type SocketOf } from '../../lib/socket-namespace.ts';
import { closeEndedSessions, sessionRooms } from '../../lib/socket-sessions.ts';
import { tokenBucket, tokenBuckets } from '../../lib/token-bucket.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { grantOf, type LiveGrant } from './live-access.ts';

/** Limits of the live sockets (docs/security.md, "Real-time"): a screen change sends one subscribe. */
export const liveLimits = {
  socketBurst: 10,
  socketPerSecond: 2,
  userBurst: 40,
  userPerSecond: 8,
  refusalsBeforeDisconnect: 10,
  socketsPerUser: 20,
} as const;

type SocketData = {
  userId: string;
  sessionId: string;
  /** The user's role when last checked (a series is followed with the right to schedule them). */
  role: AuthContext['role'];
  /** Scope -> the scopes whose change may take it away again (live-access.ts). */
  grants: Map<string, LiveGrant>;
};
/** Instances say nothing to each other on /live: each hears the database itself. */
type NoInterServerEvents = Record<string, never>;
type LiveNamespace = Namespace<
  LiveClientToServerEvents,
  LiveServerToClientEvents,
  NoInterServerEvents,
  SocketData
>;
type LiveSocket = SocketOf<LiveNamespace>;

/**
 * Namespace /live (docs/live-feed.md): a signed-in browser's one socket, subscribed to the scopes
 * of the screens it shows, each checked when asked for and again when a change may have taken it
 * away. Every instance hears the database's notices itself (the change feed) and tells its own
 * sockets only (`local`): the scope's name, never its data.
 */
export function liveSocket(app: FastifyInstance) {
  // The server is typed for the default namespace's events; this namespace has its own.
  const nsp = app.io.of(liveNamespace) as unknown as LiveNamespace;
  const userBuckets = tokenBuckets(liveLimits.userBurst, liveLimits.userPerSecond);
  const socketsOfUser = new Map<string, number>();
  /** guard scope -> the local sockets holding a grant it guards. */
  const guarded = new Map<string, Set<LiveSocket>>();
  /** How many `user:` grants the local sockets hold: none, and a game's people are not looked up. */
  let userGrants = 0;

  nsp.use(async (socket, next) => {
    try {
      const cookie = socket.handshake.headers.cookie;
      const auth = cookie ? await app.resolveAuth(app.parseCookie(cookie)[accessCookie]) : undefined;
      if (!auth) return next(handshakeRefusal(transportMessages.unauthorized));
      if ((socketsOfUser.get(auth.userId) ?? 0) >= liveLimits.socketsPerUser)
        return next(handshakeRefusal(serverMessages.rateLimited));
      socket.data = { userId: auth.userId, sessionId: auth.sessionId, role: auth.role, grants: new Map() };
      next();
    } catch {
      next(handshakeRefusal(tournamentMessages.realtimeFailed));
    }
  });

  nsp.on('connection', (socket) => {
    const data = socket.data;
    // A recovered connection comes back with its old rooms: drop them, the client subscribes again
    // on every connect and is checked again.
    if (socket.recovered) for (const r of socket.rooms) if (r !== socket.id) void socket.leave(r);
    data.grants = new Map();
    // A scope's own name is its room; the session's and the user's rooms cannot clash with one.
    void socket.join(sessionRooms(data.sessionId, data.userId));
    socketsOfUser.set(data.userId, (socketsOfUser.get(data.userId) ?? 0) + 1);
    socket.once('disconnect', () => {
      for (const scope of [...data.grants.keys()]) drop(socket, scope);
      const left = (socketsOfUser.get(data.userId) ?? 1) - 1;
      if (left > 0) socketsOfUser.set(data.userId, left);
      else socketsOfUser.delete(data.userId);
    });
    meter(socket);
    socket.on(ev.subscribe, (raw: unknown, ack?: unknown) => void subscribe(socket, raw, ack));
    app.changeFeed.hurry();
    if (app.changeFeed.state() === 'down') socket.emit(ev.paused);
  });

  function meter(socket: LiveSocket) {
    const own = tokenBucket(liveLimits.socketBurst, liveLimits.socketPerSecond, Date.now());
    let refused = 0;
    socket.use((packet, next) => {
      const now = Date.now();
      if (own.take(now) && userBuckets.take(socket.data.userId, now)) return next();
      const ack = packet.at(-1);
      if (typeof ack === 'function') ack({ ok: false, message: serverMessages.rateLimited });
      refused++;
      if (refused >= liveLimits.refusalsBeforeDisconnect) socket.disconnect();
    });
  }

  function hold(socket: LiveSocket, scope: string, grant: LiveGrant) {
    socket.data.grants.set(scope, grant);
    if (scope.startsWith('user:')) userGrants++;
    void socket.join(scope);
    for (const g of grant.guards) {
      const set = guarded.get(g) ?? new Set<LiveSocket>();
      guarded.set(g, set);
      set.add(socket);
    }
  }

  function drop(socket: LiveSocket, scope: string) {
    const grant = socket.data.grants.get(scope);
    if (!grant) return;
    socket.data.grants.delete(scope);
    if (scope.startsWith('user:')) userGrants--;
    void socket.leave(scope);
    for (const g of grant.guards) {
      const set = guarded.get(g);
      if (!set) continue;
      // The socket may hold another grant under the same guard (a season and its league).
      if ([...socket.data.grants.values()].some((other) => other.guards.includes(g))) continue;
      set.delete(socket);
      if (set.size === 0) guarded.delete(g);
    }
  }

  async function subscribe(socket: LiveSocket, raw: unknown, ack: unknown) {
    const answer = (reply: LiveSubscribeAck) => {
      if (typeof ack === 'function') ack(reply);
    };
    const parsed = liveSubscribeSchema.safeParse(raw);
    if (!parsed.success) return answer({ ok: false, message: serverMessages.invalidInput });
    const data = socket.data;
    try {
      // Who this socket serves is decided now: the session must still be live.
      const auth = await app.resolveSession(data.sessionId, data.userId);
      if (!auth) {
        answer({ ok: false, message: transportMessages.unauthorized });
        socket.emit(ev.error, { message: transportMessages.unauthorized });
        socket.disconnect();
        return;
      }
      data.role = auth.role;
      const wanted = new Set(parsed.data.scopes);
      for (const scope of [...data.grants.keys()]) if (!wanted.has(scope)) drop(socket, scope);
      const refused: string[] = [];
      const fresh = [...wanted].filter((scope) => !data.grants.has(scope));
      const grants = await Promise.all(fresh.map((scope) => grantOf(app, auth, scope)));
      if (!socket.connected) return;
      fresh.forEach((scope, i) => {
        const grant = grants[i];
        if (grant) hold(socket, scope, grant);
        else refused.push(scope);
      });
      answer({ ok: true, refused });
    } catch {
      answer({ ok: false, message: tournamentMessages.realtimeFailed });
    }
  }

  /**
   * Before telling anyone, the subscribers a change may have shut out are checked again: for a
   * game, those whose own `user:` scope changed with it (a removal, a new host); for a league or a
   * season, every one. Those who lost the right leave the room and are told `revoked`.
   */
  async function recheck(scopes: ReadonlySet<string>) {
    const checks: Array<Promise<void>> = [];
    const seen = new Set<string>();
    for (const guard of scopes) {
      const sockets = guarded.get(guard);
      if (!sockets) continue;
      const isGame = guard.startsWith('game:');
      for (const socket of sockets) {
        const { userId, sessionId, role, grants } = socket.data;
        if (isGame && !scopes.has(`user:${userId}`)) continue;
        for (const [scope, grant] of grants) {
          if (!grant.guards.includes(guard) || seen.has(`${socket.id} ${scope}`)) continue;
          seen.add(`${socket.id} ${scope}`);
          checks.push(
            (async () => {
              const auth: AuthContext = { userId, sessionId, role };
              const still = await grantOf(app, auth, scope).catch(() => grant);
              if (still) return;
              drop(socket, scope);
              socket.emit(ev.revoked, scope);
            })(),
          );
        }
      }
    }
    await Promise.all(checks);
  }

  app.changeFeed.follow({
    telling: () => nsp.sockets.size > 0,
    async changed(scopes) {
      await recheck(scopes);
      // A change to a game is noted under `game:` alone (migration 0038): its host's and players'
      // own screens (`user:`) are told here, the people looked up once for the batch.
      // Not found (the database away a moment), the rest of the batch is still told.
      const people =
        userGrants > 0
          ? await peopleOfGames(app.db, [...scopes]).catch((error: Error) => {
              app.log.warn({ err: error.message }, "live feed: a game's people not found");
              return [];
            })
          : [];
      for (const scope of new Set([...scopes, ...people])) nsp.local.to(scope).emit(ev.changed, scope);
    },
    link(state) {
      // Down: screens say they are not live; back: whatever they show may be stale, they read again.
      nsp.local.emit(state === 'down' ? ev.paused : ev.resync);
    },
  });

  closeEndedSessions(app, nsp, {
    errorEvent: ev.error,
    name: 'live',
    everySweep: () => userBuckets.sweep(Date.now()),
  });
}
