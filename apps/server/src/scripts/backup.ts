/**
 * `npm run backup [-- <directory>]`: a backup of the configured database into a new directory
 * (default ./backups/pokerhome-<time>). PGlite: stop the server first (it holds the data directory).
 * PostgreSQL (DATABASE_URL set): pg_dump, while the servers keep running. See docs/operations.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BackupError, backupPglite, backupPostgres } from '../backup/backup-files.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';

const version = JSON.parse(
  readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
).version;

try {
  const config = loadConfig(process.env, version);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const target = path.resolve(process.argv[2] ?? path.join('backups', `pokerhome-${stamp}`));
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, target, version);
  else await backupPglite(config.dataDir, target, version);
  console.info(`Backup written to ${target}`);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message.split('. ')[0]}. Stop the server to back up the embedded database.`);
    process.exit(1);
  }
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
