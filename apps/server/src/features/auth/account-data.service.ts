import { deletedPlayerName, siteMessages } from '@pokerhome/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookies } from '../../lib/cookies.ts';
import { badRequest } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import * as repo from './auth.repository.ts';
import { toPublicUser } from './auth.service.ts';
import { listSessions } from './sessions.service.ts';

/** GDPR export: every feature's part of the user's data in one JSON document. */
export async function exportData(app: FastifyInstance, auth: { userId: string; sessionId: string }) {
  const user = await repo.findUserById(app.db, auth.userId);
  return {
    exportedAt: new Date().toISOString(),
    product: 'PokerHome',
    account: user ? toPublicUser(user) : null,
    sessions: await listSessions(app, auth),
    ...(await app.dataExport.collect(auth.userId)),
  };
}

/**
 * Erasure: the password confirms it is the owner. Deleting the user cascades to sessions, tokens,
 * hosted games, participations, contacts and invitations; the mail kept for the address goes too.
 * What other people keep about the games they played together (ledgers, tournament results, the
 * standings built from them) stays, under a pseudonym given once per account, so the money still
 * adds up: each feature renames its rows and clears the notes about them in the same transaction
 * (docs/security.md, "Account deletion").
 */
export async function deleteAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  password: string,
) {
  const user = await repo.findUserById(app.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw badRequest('Password is incorrect', { password: 'Password is incorrect' });
  }
  await app.db.transaction(async (tx) => {
    const pseudonym = deletedPlayerName(await repo.nextDeletedPlayerNumber(tx));
    await app.accountErasure.run(tx, { userId, pseudonym });
    await repo.deleteUserAndMail(tx, user);
  });
  await app.events.emit('sessions-revoked', { userId, sessionIds: 'all' });
  clearSessionCookies(request, reply);
  request.log.info({ userId }, "account deleted at the owner's request");
  return { message: siteMessages.accountDeleted };
}
