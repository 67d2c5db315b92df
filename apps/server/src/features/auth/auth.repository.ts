import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { rowsOf, updateRow } from '../../db/rows.ts';
import {
  authFailures,
  deletedPlayerNumbers,
  mailMessages,
  recoveryCodes,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];

/** Prepared once: every signed-in page asks who it is (`GET /api/auth/me`). */
const userByIdStatement = preparedPerDatabase((db: Db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_by_id'),
);
export const findUserById = async (db: Db, id: string): Promise<UserRow | undefined> =>
  (await userByIdStatement(db).execute({ id }))[0];

/** Lower-case, accents stripped: "José" is found by "jose". */
export const searchable = (...parts: Array<string | null | undefined>) =>
  parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const searchText = searchable(values.firstName, values.lastName, values.username, values.email);
  const [row] = await db
    .insert(users)
    .values({ ...values, searchText })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const row = await updateRow(db, users, id, values);
  if (row && (values.firstName || values.lastName || values.email || values.username !== undefined)) {
    row.searchText = searchable(row.firstName, row.lastName, row.username, row.email);
    await db.update(users).set({ searchText: row.searchText }).where(eq(users.id, id));
  }
  return row;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export const insertRefreshToken = (db: Db, sessionId: string, tokenHash: string) =>
  db.insert(refreshTokens).values({ sessionId, tokenHash });

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a refresh token used; only the first of two racing refreshes gets `true`. */
export async function rotateRefreshToken(db: Db, id: string) {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export const extendSession = (db: Db, id: string, expiresAt: Date) =>
  db.update(sessions).set({ expiresAt, lastSeenAt: sql`now()` }).where(eq(sessions.id, id));

export async function revokeSession(db: Db, id: string, userId: string, reason: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Revokes every live session of a user except `keep` (when given); answers the revoked ids. */
export async function revokeUserSessions(db: Db, userId: string, reason: string, keep?: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export const listActiveSessions = (db: Db, userId: string) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt));

export const recordAuthFailure = (db: Db, key: string, kind: 'login' | 'two-factor', ipAddress: string) =>
  db.insert(authFailures).values({ key, kind, ipAddress });

export async function countRecentAuthFailures(
  db: Db,
  key: string,
  kind: 'login' | 'two-factor',
  windowMs: number,
) {
  const [row] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(
      and(
        eq(authFailures.key, key),
        eq(authFailures.kind, kind),
        gt(authFailures.createdAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
      ),
    );
  return row?.n ?? 0;
}

export const clearAuthFailures = (db: Db, key: string) =>
  db.delete(authFailures).where(eq(authFailures.key, key));

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    if (codeHashes.length)
      await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Spends a recovery code once: the conditional update makes a double submit fail the second time. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** Accepts a TOTP time step only if it is newer than the last one accepted (no replay). */
export async function advanceTotpStep(db: Db, userId: string, step: number) {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The next "Deleted player <n>" number (docs/security.md, "Account deletion"). */
export async function nextDeletedPlayerNumber(tx: Tx): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await tx.execute(sql`select nextval(${deletedPlayerNumbers.seqName}) as n`),
  );
  return Number(row!.n);
}

/** Deletes the account (its sessions, tokens, games, participations and contacts cascade) and the mail kept for its address. */
export async function deleteUserAndMail(tx: Tx, user: Pick<UserRow, 'id' | 'email'>) {
  await tx.delete(mailMessages).where(eq(mailMessages.to, user.email));
  await tx.delete(users).where(eq(users.id, user.id));
}
