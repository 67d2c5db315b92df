/**
 * `npm run restore -- <backup directory>`: restores a backup made by `npm run backup` into an empty
 * DATA_DIR (PGlite) or into the empty database DATABASE_URL names (PostgreSQL, with pg_restore).
 * It never writes over an existing database. See docs/operations.md.
 */
import path from 'node:path';
import { BackupError, restorePglite, restorePostgres } from '../backup/backup-files.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';

try {
  const source = process.argv[2];
  if (!source) throw new BackupError('Name the backup directory: npm run restore -- <directory>');
  // The session secret comes from the backup; a placeholder keeps loadConfig from generating one.
  const config = loadConfig({ ...process.env, SESSION_SECRET: process.env.SESSION_SECRET ?? 'x'.repeat(32) });
  if (config.databaseUrl) await restorePostgres(path.resolve(source), config.databaseUrl);
  else await restorePglite(path.resolve(source), config.dataDir);
  console.info(`Restored ${path.resolve(source)}`);
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
