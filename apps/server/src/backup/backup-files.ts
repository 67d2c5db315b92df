import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from '../db/data-dir-lock.ts';

/**
 * A backup is a directory: `manifest.json`, then either `pglite.tar.gz` (PGlite's own dump of its
 * data directory) and `session-secret` (two-factor secrets are encrypted under a key derived from
 * it), or `database.dump` (pg_dump's custom format) for PostgreSQL. See docs/operations.md.
 */
export type BackupManifest = {
  format: 'pokerhome-backup';
  formatVersion: 1;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  appVersion: string;
  migrations: number;
};

/** A failure the operator can act on; the scripts print its message as one line. */
export class BackupError extends Error {}

const manifestFile = 'manifest.json';
const pgliteFile = 'pglite.tar.gz';
const secretFile = 'session-secret';
const dumpFile = 'database.dump';

function prepareTarget(target: string) {
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new BackupError(`The backup directory ${target} is not empty; choose a new one.`);
  }
  mkdirSync(target, { recursive: true });
}

function writeManifest(
  target: string,
  manifest: Omit<BackupManifest, 'format' | 'formatVersion' | 'createdAt'>,
) {
  const full: BackupManifest = {
    format: 'pokerhome-backup',
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    ...manifest,
  };
  writeFileSync(path.join(target, manifestFile), `${JSON.stringify(full, null, 2)}\n`);
}

export function readManifest(source: string): BackupManifest {
  const file = path.join(source, manifestFile);
  if (!existsSync(file)) throw new BackupError(`${source} is not a PokerHome backup (no ${manifestFile}).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 'pokerhome-backup' || manifest.formatVersion !== 1) {
    throw new BackupError(`${source} holds a backup format this version cannot read.`);
  }
  return manifest;
}

async function countMigrations(query: (sql: string) => Promise<{ rows: { n: number }[] }>) {
  const result = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
  return result.rows[0]?.n ?? 0;
}

/**
 * PGlite: the data directory serves one process, so the server must be stopped; the lock proves it
 * (a running server makes this fail with the same one-line message a second server gets). The copy
 * is PGlite's own consistent dump of the closed database, not a copy of files in use.
 */
export async function backupPglite(dataDir: string, target: string, appVersion: string) {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!existsSync(pgdata)) throw new BackupError(`There is no database in ${dataDir} to back up.`);
  const lock = lockDataDir(dataDir);
  try {
    prepareTarget(target);
    const db = await PGlite.create(pgdata, { extensions: { pg_trgm } });
    try {
      const migrations = await countMigrations((sql) => db.query<{ n: number }>(sql));
      const tarball = await db.dumpDataDir('gzip');
      writeFileSync(path.join(target, pgliteFile), Buffer.from(await tarball.arrayBuffer()));
      const secret = path.join(dataDir, secretFile);
      if (existsSync(secret)) copyFileSync(secret, path.join(target, secretFile));
      writeManifest(target, { kind: 'pglite', appVersion, migrations });
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

/** Restores into a data directory that holds no database yet (never over a live one). */
export async function restorePglite(source: string, dataDir: string) {
  const manifest = readManifest(source);
  if (manifest.kind !== 'pglite') {
    throw new BackupError(`${source} is a ${manifest.kind} backup; restore it with DATABASE_URL set.`);
  }
  const pgdata = path.join(dataDir, 'pgdata');
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    throw new BackupError(
      `${dataDir} already holds a database; restore into an empty DATA_DIR (move the old one aside first).`,
    );
  }
  const lock = lockDataDir(dataDir);
  try {
    const tarball = new Blob([readFileSync(path.join(source, pgliteFile))]);
    const db = await PGlite.create(pgdata, { extensions: { pg_trgm }, loadDataDir: tarball });
    try {
      const migrations = await countMigrations((sql) => db.query<{ n: number }>(sql));
      if (migrations !== manifest.migrations) {
        throw new BackupError(
          `The restored database is incomplete (${migrations} of ${manifest.migrations} migrations).`,
        );
      }
    } finally {
      await db.close();
    }
    const secret = path.join(source, secretFile);
    if (existsSync(secret)) copyFileSync(secret, path.join(dataDir, secretFile));
  } finally {
    lock.release();
  }
}

/** pg_dump and pg_restore read the password from the environment, never from the command line. */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) =>
      reject(
        new BackupError(
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? `${command} is not installed (Debian: apt-get install postgresql-client).`
            : error.message,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new BackupError(`${command} failed: ${stderr.trim().split('\n')[0] ?? `exit code ${code}`}`),
          ),
    );
  });
}

/** PostgreSQL: pg_dump takes a consistent snapshot while the servers keep running. */
export async function backupPostgres(databaseUrl: string, target: string, appVersion: string) {
  prepareTarget(target);
  const { url, env } = connection(databaseUrl);
  await run(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(target, dumpFile)}`,
      `--dbname=${url}`,
    ],
    env,
  );
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const migrations = await countMigrations((sql) => client.query(sql));
    writeManifest(target, { kind: 'postgres', appVersion, migrations });
  } finally {
    await client.end();
  }
}

/** Restores into the (empty) database DATABASE_URL names, in one transaction: all or nothing. */
export async function restorePostgres(source: string, databaseUrl: string) {
  const manifest = readManifest(source);
  if (manifest.kind !== 'postgres') {
    throw new BackupError(`${source} is a ${manifest.kind} backup; restore it without DATABASE_URL.`);
  }
  const { url, env } = connection(databaseUrl);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${url}`,
      path.join(source, dumpFile),
    ],
    env,
  );
}
