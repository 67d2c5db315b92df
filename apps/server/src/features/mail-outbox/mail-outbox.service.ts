import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { latestMails } from './mail-outbox.repository.ts';

/** How many of the newest e-mails the outbox shows. */
export const outboxSize = 50;

/**
 * The newest e-mails, newest first, as the operator reads them: `npm run mail:outbox` (straight
 * from the database) and admins through `GET /api/admin/outbox`. They hold other people's reset
 * and sign-in links, so no other caller ever gets them (docs/security.md, "The outbox").
 */
export async function readOutbox(db: Db, count = outboxSize) {
  const rows = await latestMails(db, count);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    kind: m.kind,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  }));
}

export type OutboxMessage = Awaited<ReturnType<typeof readOutbox>>[number];

/** The outbox for an admin; anyone else signed in gets a 403 (signed out: the 401 before it). */
export async function adminOutbox(app: FastifyInstance, auth: AuthContext) {
  if (auth.role !== 'admin') throw forbidden();
  return { messages: await readOutbox(app.db) };
}
