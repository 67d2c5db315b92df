import { authFailureKinds, userTokenPurposes } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, parentColumn, timestampColumns, timestamptz } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Stored trimmed and lower-cased, so comparisons are case-insensitive and the index is unique. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username'),
    role: text('role').notNull().default('participant'),
    passwordHash: text('password_hash').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Names, username and e-mail lower-cased without accents, for case- and accent-insensitive search. */
    searchText: text('search_text').notNull().default(''),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** TOTP secret, AES-GCM encrypted with a key derived from the session secret. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamptz('totp_enabled_at'),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    // Substring search over 100,000 users stays an index scan (pg_trgm, created by migration 0003).
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Player search pages through users in name order and stops after one page of matches.
    index('users_name_idx').on(t.firstName, t.lastName),
  ],
);

/**
 * The number of each deleted account's pseudonym, "Deleted player <n>" (docs/security.md, "Account
 * deletion"): one per account, so a season's table keeps one row for them across its games.
 */
export const deletedPlayerNumbers = pgSequence('deleted_player_numbers');

/** One signed-in device. Refresh tokens rotate inside it; revoking it ends every token of the family. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: parentColumn('user_id', () => users.id),
    persistent: boolean('persistent').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    sessionId: parentColumn('session_id', () => sessions.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    rotatedAt: timestamptz('rotated_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Single-use, expiring links sent by e-mail (verify address, reset password). Only the hash is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: idColumn(),
    userId: parentColumn('user_id', () => users.id),
    purpose: text('purpose', { enum: userTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For verify-email: the address the link confirms (the user may change it meanwhile). */
    email: text('email'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_unique').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: idColumn(),
    userId: parentColumn('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Failed sign-in and two-factor attempts, counted per address over a window, in the database so
 * the limit holds across instances.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: idColumn(),
    key: text('key').notNull(),
    kind: text('kind', { enum: authFailureKinds }).notNull(),
    ipAddress: text('ip_address'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('auth_failures_key_idx').on(t.key, t.kind, t.createdAt)],
);
