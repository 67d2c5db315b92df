import { readFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';

/**
 * The configuration and database of a seed script, as the server would open them: logs at warn,
 * and the data directory locked against a running server when the database is the embedded one
 * (release the lock after closing the database).
 */
export async function openScriptDatabase() {
  const version = JSON.parse(
    readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
  ).version;
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' }, version);
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  return { config, lock, database };
}
