import type { SessionInfo } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import * as repo from './auth.repository.ts';
import * as revocation from './session-revocation.ts';

export async function listSessions(app: FastifyInstance, auth: { userId: string; sessionId: string }) {
  const rows = await repo.listActiveSessions(app.db, auth.userId);
  return rows.map(
    (s): SessionInfo => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      current: s.id === auth.sessionId,
      persistent: s.persistent,
    }),
  );
}

/** Only the owner's own sessions can be revoked; someone else's id is simply not found. */
export async function revokeOne(app: FastifyInstance, userId: string, sessionId: string) {
  const revoked = await revocation.revokeSession(app, sessionId, userId, 'revoked-by-user');
  if (revoked === 0) throw notFound();
}

export async function revokeOthers(app: FastifyInstance, auth: { userId: string; sessionId: string }) {
  return revocation.revokeUserSessions(app, auth.userId, 'revoked-by-user', auth.sessionId);
}
