import type { FastifyInstance } from 'fastify';
import * as repo from './auth.repository.ts';

/**
 * Every revocation goes through here so it is announced: live sockets of a revoked session are
 * closed at once (on every instance) by whoever listens to `sessions-revoked`.
 */
export async function revokeSession(app: FastifyInstance, id: string, userId: string, reason: string) {
  const ids = await repo.revokeSession(app.db, id, userId, reason);
  if (ids.length > 0) await app.events.emit('sessions-revoked', { userId, sessionIds: ids });
  return ids.length;
}

/** Revokes every live session of a user except `keep` (when given); answers how many. */
export async function revokeUserSessions(
  app: FastifyInstance,
  userId: string,
  reason: string,
  keep?: string,
) {
  const ids = await repo.revokeUserSessions(app.db, userId, reason, keep);
  if (ids.length > 0) await app.events.emit('sessions-revoked', { userId, sessionIds: ids });
  return ids.length;
}
