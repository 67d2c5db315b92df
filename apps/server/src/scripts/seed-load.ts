/**
 * `npm run seed:load`: fills the configured database (PostgreSQL with DATABASE_URL, otherwise PGlite
 * in DATA_DIR) with a large, realistic history for the benchmarks (docs/performance.md). The same
 * seed, scale and time base give the same rows. Rows go in with multi-row INSERTs, in batches, so the
 * large database takes minutes at most; one argon2id hash serves every seeded user.
 *
 *   --scale=1      10,000 users, 20,000 games, about 200,000 participants (0.1: ten times smaller)
 *   --seed=17      the generator's seed
 *   --now=ISO      the time base (default: now, to the minute); games span 21 months back, 3 ahead
 *   --reset        empty the database's tables first (refused otherwise when users exist)
 */
import { parseArgs } from 'node:util';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { hashPassword } from '../lib/password.ts';
import {
  benchUserEmail,
  generateContacts,
  generateGames,
  generateTemplates,
  generateUsers,
  type LoadPlan,
  loadPassword,
  planFor,
} from './load/generate.ts';
import { openScriptDatabase } from './script-database.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '17' },
    now: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

/** Every table the application writes, children first, for --reset. */
const appTables: PgTable[] = Object.values(schema as Record<string, unknown>).flatMap((value) =>
  is(value, PgTable) ? [value] : [],
);

// PostgreSQL takes at most 65,535 parameters per statement.
const maxParameters = 30_000;

async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const columns = Object.keys(getTableConfig(table).columns).length;
  const per = Math.max(1, Math.floor(maxParameters / columns));
  for (let i = 0; i < rows.length; i += per) {
    await db.insert(table as PgTable).values(rows.slice(i, i + per) as never);
  }
}

async function main() {
  const scale = Number(args.scale);
  const seed = Number(args.seed);
  if (!(scale > 0 && scale <= 10)) throw new Error('--scale must be a number between 0 and 10');
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const now = args.now ? Date.parse(args.now) : Math.floor(Date.now() / 60_000) * 60_000;
  if (Number.isNaN(now)) throw new Error('--now must be an ISO date');

  const { config, lock, database } = await openScriptDatabase();
  const started = Date.now();
  try {
    await database.migrate();
    const db = database.db;
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(schema.users);
    if (n > 0 && !args.reset)
      throw new Error(`the database already has ${n} users; pass --reset to replace them`);
    if (args.reset) {
      const names = appTables.map((t) => `"${getTableConfig(t).name}"`).join(', ');
      await db.execute(sql.raw(`truncate ${names} cascade`));
    }

    const plan = planFor(scale, seed, now);
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.info(`Seeding ${where}: scale ${scale}, seed ${seed}, time base ${new Date(now).toISOString()}`);
    const passwordHash = await hashPassword(loadPassword);
    const people = generateUsers(plan, passwordHash);
    // One transaction: one commit to wait for, and a failed run leaves nothing half-seeded.
    const totals = await db.transaction(async (tx) => fill(tx as unknown as Db, plan, people));
    // Fresh statistics, so the planner sees the real table sizes at once.
    await db.execute(sql`analyze`);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.info(
      `Seeded ${people.length} users, ${totals.games} games, ${totals.participants} participants, ` +
        `${totals.tournaments} tournaments, ${totals.ledger} ledger entries in ${seconds} s.`,
    );
    console.info(`Benchmark user: ${benchUserEmail} (every seeded user's password: ${loadPassword})`);
  } finally {
    await database.close();
    lock?.release();
  }
}

async function fill(db: Db, plan: LoadPlan, people: ReturnType<typeof generateUsers>) {
  await insertAll(db, schema.users, people);
  await insertAll(db, schema.contacts, generateContacts(plan, people));
  await insertAll(db, schema.gameTemplates, generateTemplates(plan, people));
  const totals = { games: 0, participants: 0, ledger: 0, tournaments: 0 };
  for (const batch of generateGames(plan, people)) {
    await insertAll(db, schema.games, batch.games);
    await insertAll(db, schema.blindLevels, batch.blindLevels);
    await insertAll(db, schema.gameParticipants, batch.participants);
    await insertAll(db, schema.gameActivities, batch.activities);
    await insertAll(db, schema.tournaments, batch.tournaments);
    await insertAll(db, schema.tournamentTables, batch.tables);
    await insertAll(db, schema.tournamentPlayers, batch.players);
    await insertAll(db, schema.ledgerEntries, batch.ledger);
    totals.games += batch.games.length;
    totals.participants += batch.participants.length;
    totals.ledger += batch.ledger.length;
    totals.tournaments += batch.tournaments.length;
  }
  return totals;
}

main().catch((error) => {
  console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
