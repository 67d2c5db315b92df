import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, newsletterSubscriptions } from '../../db/schema.ts';

export const insertContactMessage = (db: Db, values: typeof contactMessages.$inferInsert) =>
  db.insert(contactMessages).values(values);

export const findSubscription = async (db: Db, email: string) =>
  (await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

/** A pending address with a fresh link: the existing row, or a new one (a race with itself keeps one row). */
export async function savePending(db: Db, email: string, tokenHash: string, existingId?: string) {
  if (existingId) {
    await db
      .update(newsletterSubscriptions)
      .set({ status: 'pending', tokenHash })
      .where(eq(newsletterSubscriptions.id, existingId));
  } else {
    await db
      .insert(newsletterSubscriptions)
      .values({ email, status: 'pending', tokenHash })
      .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { tokenHash } });
  }
}

/** Sets the status of the subscription the link's token names; undefined when no row has it. */
export const setStatusByToken = async (db: Db, tokenHash: string, status: 'confirmed' | 'unsubscribed') =>
  (
    await db
      .update(newsletterSubscriptions)
      .set({ status, ...(status === 'confirmed' ? { confirmedAt: new Date() } : {}) })
      .where(eq(newsletterSubscriptions.tokenHash, tokenHash))
      .returning()
  )[0];
