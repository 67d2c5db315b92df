import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';

/** One key of one user on one route: the row's primary key. */
export type KeyId = { userId: string; route: string; key: string };
export type KeyRow = typeof idempotencyKeys.$inferSelect;

const where = (id: KeyId) =>
  and(
    eq(idempotencyKeys.userId, id.userId),
    eq(idempotencyKeys.route, id.route),
    eq(idempotencyKeys.key, id.key),
  );

/** The first request with this key takes it; false when the key is already there. */
export async function insertClaim(
  db: Db,
  id: KeyId,
  fingerprint: string,
  leaseMs: number,
  keepMs: number,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      ...id,
      fingerprint,
      leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      expiresAt: sql`now() + ${`${keepMs} milliseconds`}::interval`,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export const findKey = async (db: Db, id: KeyId): Promise<KeyRow | undefined> =>
  (await db.select().from(idempotencyKeys).where(where(id)))[0];

/** The user's keys past their 24 hours; a key used again after that is a new request. */
export async function deleteExpired(db: Db, userId: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.expiresAt, sql`now()`)));
}

/**
 * A key left by a server that stopped mid-request (never applied, never answered, lease passed) is
 * taken by this request; false when another request took it first or it is still held.
 */
export async function takeOver(db: Db, id: KeyId, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(
      and(
        where(id),
        eq(idempotencyKeys.applied, false),
        isNull(idempotencyKeys.statusCode),
        lt(idempotencyKeys.leaseUntil, sql`now()`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Inside the action's own transaction: the key commits with the action, or not at all. */
export async function markApplied(tx: Tx, id: KeyId) {
  await tx.update(idempotencyKeys).set({ applied: true }).where(where(id));
}

/** The answer a retry with the same key gets again. */
export async function storeAnswer(db: Db, id: KeyId, statusCode: number, response: string) {
  await db.update(idempotencyKeys).set({ statusCode, response, applied: true }).where(where(id));
}

/** The request failed and changed nothing: the key is free again, so a retry runs the action. */
export async function release(db: Db, id: KeyId) {
  await db.delete(idempotencyKeys).where(and(where(id), eq(idempotencyKeys.applied, false)));
}
