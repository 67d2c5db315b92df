import cookie from '@fastify/cookie';
import { normalizeRole, type Role } from '@pokerhome/domain';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users } from '../db/schema.ts';
import { createAccessTokens } from '../lib/access-token.ts';
import { accessCookie } from '../lib/cookies.ts';
import { unauthenticated } from '../lib/errors.ts';

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
}

const lastSeenResolutionMs = 60_000;

export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorate('accessTokens', createAccessTokens(app.config.sessionSecret));
  app.decorateRequest('auth', undefined);

  // Every signed-in request runs this one indexed query (two primary keys): prepared once per
  // connection, so PostgreSQL plans it once. No cache: a revoked session is refused at once.
  const sessionCheck = app.db
    .select({ role: users.role, lastSeenAt: sessions.lastSeenAt })
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

  const resolveSession = async (sessionId: string, userId: string): Promise<AuthContext | undefined> => {
    const [row] = await sessionCheck.execute({ sessionId, userId });
    if (!row) return undefined;
    if (Date.now() - row.lastSeenAt.getTime() > lastSeenResolutionMs) {
      // Throttled so a busy client does not write on every request.
      await app.db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, sql`now() - interval '1 minute'`)));
    }
    return { userId, sessionId, role: normalizeRole(row.role) };
  };
  app.decorate('resolveSession', resolveSession);

  app.decorate('resolveAuth', async (token: string | undefined) => {
    const claims = app.accessTokens.verify(token, Date.now());
    if (!claims) return undefined;
    return resolveSession(claims.sessionId, claims.userId);
  });

  app.decorate('liveSessions', async (ids: string[]) => {
    if (ids.length === 0) return new Set<string>();
    const rows = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
    return new Set(rows.map((r) => r.id));
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.auth = await app.resolveAuth(request.cookies[accessCookie]);
    if (!request.auth) throw unauthenticated();
  });
});
