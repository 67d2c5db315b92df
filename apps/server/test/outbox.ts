import { type OutboxMessage, readOutbox } from '../src/features/mail-outbox/index.ts';
import type { TestServer } from './harness.ts';

/**
 * The last 50 e-mails of a test server, newest first, read from its database as the operator's
 * `npm run mail:outbox` reads them: no HTTP route shows them to a signed-out caller.
 */
export const outboxOf = (server: Pick<TestServer, 'app'>): Promise<OutboxMessage[]> =>
  readOutbox(server.app.db);

/**
 * Resolves once the mail that requests decide after their answer (a password reset, a
 * verification) has been decided: sent, refused or held back.
 */
export const mailDecided = (server: Pick<TestServer, 'app'>): Promise<void> =>
  server.app.pendingWork.settled();
