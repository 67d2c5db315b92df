import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  browserSessionMs,
  clearSessionCookies,
  persistentSessionMs,
  refreshCookie,
  setSessionCookies,
} from '../../lib/cookies.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { unauthenticated } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import * as repo from './auth.repository.ts';
import * as revocation from './session-revocation.ts';

/** A refresh replayed within this window is two tabs refreshing at once, not a stolen token. */
const reuseGraceMs = 10_000;

const sessionLifetime = (persistent: boolean) => (persistent ? persistentSessionMs : browserSessionMs);

/** Opens a session for a user who just proved who they are, and sets its cookies. */
export async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  persistent: boolean,
) {
  const session = await repo.insertSession(app.db, {
    userId,
    persistent,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 400) ?? null,
    expiresAt: new Date(Date.now() + sessionLifetime(persistent)),
  });
  const refresh = randomToken();
  await repo.insertRefreshToken(app.db, session.id, hashToken(refresh));
  setSessionCookies(request, reply, {
    access: app.accessTokens.issue(session.id, userId, Date.now()),
    refresh,
    persistent,
  });
  return session;
}

/**
 * Rotates the refresh token: the old one is spent, a new one is issued. A spent token presented
 * again (after the grace window) means it was copied: the whole session is revoked.
 */
export async function refreshSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const presented = request.cookies[refreshCookie];
  const fail = () => {
    clearSessionCookies(request, reply);
    return unauthenticated();
  };
  if (!presented || presented.length > 100) throw fail();
  const found = await repo.findRefreshToken(app.db, hashToken(presented));
  if (!found) throw fail();
  const { token, session } = found;
  if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw fail();

  const won = token.rotatedAt === null && (await repo.rotateRefreshToken(app.db, token.id));
  if (!won) {
    const rotatedAt = token.rotatedAt?.getTime() ?? Date.now();
    if (Date.now() - rotatedAt > reuseGraceMs) {
      await revocation.revokeSession(app, session.id, session.userId, 'refresh-token-reuse');
      request.log.warn({ sessionId: session.id }, 'refresh token reuse detected; session revoked');
      throw fail();
    }
    // The concurrent refresh already set the new refresh cookie in this browser; hand out access only.
    setSessionCookies(request, reply, {
      access: app.accessTokens.issue(session.id, session.userId, Date.now()),
      persistent: session.persistent,
    });
    return session.userId;
  }
  const refresh = randomToken();
  await repo.insertRefreshToken(app.db, session.id, hashToken(refresh));
  await repo.extendSession(app.db, session.id, new Date(Date.now() + sessionLifetime(session.persistent)));
  setSessionCookies(request, reply, {
    access: app.accessTokens.issue(session.id, session.userId, Date.now()),
    refresh,
    persistent: session.persistent,
  });
  return session.userId;
}

export async function closeSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const auth: AuthContext | undefined = await app.resolveAuth(request.cookies.ph_at);
  if (auth) await revocation.revokeSession(app, auth.sessionId, auth.userId, 'signed-out');
  else {
    const presented = request.cookies[refreshCookie];
    const found = presented ? await repo.findRefreshToken(app.db, hashToken(presented)) : undefined;
    if (found) await revocation.revokeSession(app, found.session.id, found.session.userId, 'signed-out');
  }
  clearSessionCookies(request, reply);
}
