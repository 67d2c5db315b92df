import type { MailAllowanceScope } from '@pokerhome/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { mailAllowances, mailSuppressions } from '../db/tables/mail.ts';

/** The current UTC day, by the database's clock: every instance counts in the same window. */
const today = sql`date_trunc('day', now(), 'UTC')`;

/**
 * Takes one unit of today's allowance: an upsert that adds one only while `used` is below `max`
 * (the row lock of ON CONFLICT makes a racing request wait and then see the new count). False when
 * the allowance is spent. Earlier days' rows are dropped on the way.
 */
export async function takeUnit(
  db: Db | Tx,
  scope: MailAllowanceScope,
  subject: string,
  max: number,
): Promise<boolean> {
  const taken = await db
    .insert(mailAllowances)
    .values({ scope, subject, windowStart: today, used: 1 })
    .onConflictDoUpdate({
      target: [mailAllowances.scope, mailAllowances.subject, mailAllowances.windowStart],
      set: { used: sql`${mailAllowances.used} + 1` },
      setWhere: lt(mailAllowances.used, max),
    })
    .returning({ used: mailAllowances.used });
  // Earlier days are spent: the table keeps today's counters only (a deleted account's id included).
  await db.delete(mailAllowances).where(lt(mailAllowances.windowStart, today));
  return taken.length > 0;
}

/** Gives back a unit taken in the same transaction (the other counter of the send refused it). */
export async function giveBackUnit(tx: Tx, scope: MailAllowanceScope, subject: string) {
  await tx
    .update(mailAllowances)
    .set({ used: sql`${mailAllowances.used} - 1` })
    .where(
      and(
        eq(mailAllowances.scope, scope),
        eq(mailAllowances.subject, subject),
        eq(mailAllowances.windowStart, today),
      ),
    );
}

export const isSuppressed = async (db: Db, addressKey: string) =>
  (await db.select().from(mailSuppressions).where(eq(mailSuppressions.addressKey, addressKey))).length > 0;

export const suppress = (db: Db, addressKey: string) =>
  db.insert(mailSuppressions).values({ addressKey }).onConflictDoNothing();

export const unsuppress = (db: Db, addressKey: string) =>
  db.delete(mailSuppressions).where(eq(mailSuppressions.addressKey, addressKey));
