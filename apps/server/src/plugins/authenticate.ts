import cookie from '@fastify/cookie';
import { normalizeRole, type Role } from '@pokerhome/domain';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessions, users } from '../db/schema.ts';
import { createAccessTokens } from '../lib/access-token.ts';
import { accessCookie } from '../lib/cookies.ts';
import { unauthenticated } from '../lib/errors.ts';
import { createSessionCache } from '../lib/session-cache.ts';

export type AuthContext = { userId: string; sessionId: string; role: Role };

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: ReturnType<typeof createAccessTokens>;
    /** preHandler for routes that need a signed-in user; sets request.auth or answers 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Resolves the signed-in user of a cookie header (HTTP or Socket.IO handshake), or undefined. */
    resolveAuth(accessToken: string | undefined): Promise<AuthContext | undefined>;
    /**
     * The session as it is now (live, not expired) with the user's current role, or undefined.
     * A long-lived connection (a socket) asks this before each privileged act instead of trusting
     * what it learned at its handshake.
     */
    resolveSession(sessionId: string, userId: string): Promise<AuthContext | undefined>;
    /** Of these sessions, the ones still live (one query), for sweeping long-lived connections. */
    liveSessions(sessionIds: string[]): Promise<Set<string>>;
  }
  interface FastifyRequest {
    auth: AuthContext | undefined;
  }
  interface FastifyContextConfig {
    /** The route answers 401 to a caller not signed in (the OpenAPI description lists it). */
    signedIn?: boolean;
  }
}

/**
 * Every route registered in `scope` from here on needs a signed-in user: the check, and the mark the
 * OpenAPI description derives the route's 401 from (plugins/openapi.ts). A single route asks for
 * `{ preHandler: app.authenticate }`, which is marked the same way.
 */
export function requireSignIn(scope: Parameters<FastifyPluginAsyncZod>[0]) {
  scope.addHook('onRoute', markSignedIn);
  scope.addHook('preHandler', scope.authenticate);
}

function markSignedIn(route: RouteOptions) {
  route.config = { ...route.config, signedIn: true } as typeof route.config;
}

const lastSeenResolutionMs = 60_000;
/** A remembered session check is read again at least this often (docs/performance.md). */
const sessionCacheTtlMs = 60_000;
/** How long a revocation waits for the other instances to confirm they forgot the session. */
const peerAckTimeoutMs = 2_000;

export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorate('accessTokens', createAccessTokens(app.config.sessionSecret));
  app.decorateRequest('auth', undefined);

  // The check below is one indexed query on two primary keys, prepared once per connection. Its
  // answer is remembered per instance (lib/session-cache.ts): a revocation drops it at once here
  // and, through Redis, on every other instance before the revoking request answers.
  const sessionCheck = app.db
    .select({ role: users.role, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('session_check');
  const cache = createSessionCache({ ttlMs: sessionCacheTtlMs, maxEntries: 100_000 });
  /** The link epoch while the cache may be trusted; undefined while Redis is away. */
  const trustedEpoch = () => (app.realtimeLink.redis === 'down' ? undefined : app.realtimeLink.epoch);

  // `remembered`: HTTP requests may use the remembered answer; a socket's join and the clock's
  // periodic re-check read the row itself (a session changed without an announcement, e.g. its
  // expiry edited, is refused there at once).
  const resolveSession = async (
    sessionId: string,
    userId: string,
    remembered = false,
  ): Promise<AuthContext | undefined> => {
    const epoch = trustedEpoch();
    const now = Date.now();
    const known = epoch === undefined || !remembered ? undefined : cache.get(sessionId, userId, now, epoch);
    if (known) return { userId, sessionId, role: normalizeRole(known.role) };
    const started = cache.begin();
    const [row] = await sessionCheck.execute({ sessionId, userId });
    if (!row) return undefined;
    if (epoch !== undefined && epoch === trustedEpoch())
      cache.remember(
        started,
        sessionId,
        { userId, role: row.role, expiresAt: row.expiresAt.getTime() },
        now,
        epoch,
      );
    if (now - row.lastSeenAt.getTime() > lastSeenResolutionMs) {
      // Throttled so a busy client does not write on every request; with the cache, at most once
      // per `sessionCacheTtlMs` reaches here at all. Not waited for: a read must not wait for a
      // commit's flush to disk (the sessions page's "last seen" is to the minute anyway); shutdown
      // waits for it (pendingWork).
      app.pendingWork.add(
        app.db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, sql`now() - interval '1 minute'`)))
          .then(
            () => undefined,
            (error: unknown) =>
              app.log.warn({ err: (error as Error).message }, 'the session could not be marked as seen'),
          ),
      );
    }
    return { userId, sessionId, role: normalizeRole(row.role) };
  };

  // Other instances' revocations: they wait for this answer (below), so "revoked" holds everywhere
  // by the time the revoking request answers.
  const peers = app.io.of('/');
  const relayed = app.config.redisUrl !== undefined;
  if (relayed)
    peers.on('session-cache-drop', (p: { userId: string; sessionIds: string[] | 'all' }, ack?: unknown) => {
      cache.drop(p.userId, p.sessionIds);
      if (typeof ack === 'function') ack(true);
    });
  app.events.on('sessions-revoked', async ({ userId, sessionIds }) => {
    cache.drop(userId, sessionIds);
    // While Redis is away the other instances trust nothing they remember (see trustedEpoch).
    if (!relayed || app.realtimeLink.redis !== 'up') return;
    // The adapter forgets a request it could not publish (Redis lost meanwhile): bounded here.
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        peers.serverSideEmitWithAck('session-cache-drop', { userId, sessionIds }),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer in time')), peerAckTimeoutMs);
        }),
      ]);
    } catch (error) {
      app.log.warn(
        { err: (error as Error).message },
        'session revocation not acknowledged by every instance',
      );
    } finally {
      clearTimeout(timer);
    }
  });
  app.decorate('resolveSession', (sessionId: string, userId: string) => resolveSession(sessionId, userId));

  app.decorate('resolveAuth', async (token: string | undefined) => {
    const claims = app.accessTokens.verify(token, Date.now());
    if (!claims) return undefined;
    return resolveSession(claims.sessionId, claims.userId, true);
  });

  app.decorate('liveSessions', async (ids: string[]) => {
    if (ids.length === 0) return new Set<string>();
    const rows = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
    return new Set(rows.map((r) => r.id));
  });

  const authenticate = async (request: FastifyRequest) => {
    request.auth = await app.resolveAuth(request.cookies[accessCookie]);
    if (!request.auth) throw unauthenticated();
  };
  app.decorate('authenticate', authenticate);
  app.addHook('onRoute', (route) => {
    if ([route.preHandler].flat().includes(authenticate)) markSignedIn(route);
  });
});
