/**
 * `npm run mail:outbox`: prints the last 50 e-mails (verification and reset links, invitations)
 * straight from the configured database, oldest first: no server and no HTTP, so nobody but the
 * operator, who can read the data, can read them (docs/security.md, "The outbox"). PGlite: stop
 * the server first (it holds the data directory). PostgreSQL (DATABASE_URL): while it runs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { type OutboxMessage, readOutbox } from '../features/mail-outbox/index.ts';
import { openScriptDatabase } from './script-database.ts';

/** One e-mail as the terminal shows it. */
const formatMail = (m: OutboxMessage) =>
  `--- ${m.createdAt}  to: ${m.to}  [${m.kind}, ${m.status}]\nSubject: ${m.subject}\n\n${m.text}\n`;

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pgdata'))) {
    console.info(`The outbox is empty: there is no database in ${config.dataDir} yet.`);
    return;
  }
  const { lock, database } = await openScriptDatabase();
  try {
    const messages = await readOutbox(database.db);
    if (messages.length === 0) console.info('The outbox is empty.');
    for (const m of messages.reverse()) console.info(formatMail(m));
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message.split('. ')[0]}. Stop the server to read the outbox of the embedded database ` +
        '(or, signed in as an admin, open /api/admin/outbox).',
    );
    process.exit(1);
  }
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error('Could not read the outbox:', error instanceof Error ? error.message : error);
  process.exit(1);
});
