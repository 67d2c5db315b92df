import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contacts, userInvitations } from '../../db/schema.ts';

export type InvitationRow = typeof userInvitations.$inferSelect;

export async function insertInvitation(db: Db | Tx, values: typeof userInvitations.$inferInsert) {
  const [row] = await db.insert(userInvitations).values(values).returning();
  return row!;
}

export const findPendingTo = async (db: Db, inviterId: string, email: string) =>
  (
    await db
      .select()
      .from(userInvitations)
      .where(
        and(
          eq(userInvitations.inviterId, inviterId),
          eq(userInvitations.inviteeEmail, email),
          eq(userInvitations.status, 'pending'),
          gt(userInvitations.expiresAt, sql`now()`),
        ),
      )
  )[0];

export const listPending = (db: Db, inviterId: string) =>
  db
    .select()
    .from(userInvitations)
    .where(and(eq(userInvitations.inviterId, inviterId), eq(userInvitations.status, 'pending')))
    .orderBy(desc(userInvitations.sentAt));

export const findOwned = async (db: Db | Tx, inviterId: string, id: string) =>
  (
    await db
      .select()
      .from(userInvitations)
      .where(and(eq(userInvitations.id, id), eq(userInvitations.inviterId, inviterId)))
  )[0];

/**
 * Changes a pending invitation only (cancel or resend): a conditional update, safe against double
 * clicks. With `sentBefore`, only one last sent before that moment (the resend cool-down): of ten
 * racing resends, one passes.
 */
export async function updatePending(
  db: Db | Tx,
  id: string,
  values: Partial<typeof userInvitations.$inferInsert>,
  sentBefore?: Date,
) {
  const [row] = await db
    .update(userInvitations)
    .set(values)
    .where(
      and(
        eq(userInvitations.id, id),
        eq(userInvitations.status, 'pending'),
        sentBefore ? lt(userInvitations.sentAt, sentBefore) : undefined,
      ),
    )
    .returning();
  return row;
}

/** Marks accepted the invitations a new account answers: the link it used, and any pending one to its address. */
export async function acceptFor(db: Db, userId: string, email: string, tokenHash: string | undefined) {
  return db
    .update(userInvitations)
    .set({ status: 'accepted', acceptedUserId: userId })
    .where(
      and(
        eq(userInvitations.status, 'pending'),
        gt(userInvitations.expiresAt, sql`now()`),
        tokenHash
          ? sql`(${userInvitations.tokenHash} = ${tokenHash} or ${userInvitations.inviteeEmail} = ${email})`
          : eq(userInvitations.inviteeEmail, email),
      ),
    )
    .returning();
}

/** Two people become each other's contacts (idempotent). */
export async function linkContacts(db: Db, a: string, b: string) {
  if (a === b) return;
  await db
    .insert(contacts)
    .values([
      { ownerId: a, contactUserId: b },
      { ownerId: b, contactUserId: a },
    ])
    .onConflictDoNothing();
}
