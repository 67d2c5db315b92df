import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';

/**
 * A migrated, empty PGlite data directory made once per set of migrations and copied for every
 * test server. Creating a PGlite cluster (its initdb) is most of a test server's start-up: seconds
 * on a quiet machine, half a minute on a loaded one; a copy takes a fraction of that.
 * Named after a hash of the migration files, so a new migration makes a new template.
 */
const migrationsFolder = path.resolve(import.meta.dirname, '../drizzle');

export function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, name.name);
      if (name.isDirectory()) walk(full);
      else hash.update(name.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

let ready: Promise<string> | undefined;

/** The template's `pgdata` directory, built on first use; parallel test workers may race to build it. */
function templatePgdata(): Promise<string> {
  ready ??= (async () => {
    const final = path.join(tmpdir(), `pokerhome-pglite-template-${migrationsHash()}`);
    if (existsSync(path.join(final, 'pgdata'))) return path.join(final, 'pgdata');
    const building = `${final}.${randomBytes(4).toString('hex')}`;
    mkdirSync(building, { recursive: true });
    const database = await openDatabase({ dataDir: building });
    await database.migrate();
    await database.close();
    try {
      renameSync(building, final);
    } catch {
      // Another worker finished first: its template is as good as ours.
      rmSync(building, { recursive: true, force: true });
    }
    return path.join(final, 'pgdata');
  })();
  return ready;
}

/** Fills `dataDir/pgdata` with a copy of the migrated template. */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  cpSync(await templatePgdata(), path.join(dataDir, 'pgdata'), { recursive: true });
}
