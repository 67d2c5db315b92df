/**
 * The Drizzle pg-core schema: one file per feature under ./tables, re-exported here so
 * drizzle-kit generates one migration history for PGlite and PostgreSQL alike.
 */

export * from './tables/auth.ts';
export * from './tables/games.ts';
export * from './tables/idempotency-keys.ts';
export * from './tables/jobs.ts';
export * from './tables/leagues.ts';
export * from './tables/ledger.ts';
export * from './tables/mail.ts';
export * from './tables/players.ts';
export * from './tables/reach.ts';
export * from './tables/read-changes.ts';
export * from './tables/series.ts';
export * from './tables/site.ts';
export * from './tables/templates.ts';
export * from './tables/tournament-host-actions.ts';
export * from './tables/tournaments.ts';
