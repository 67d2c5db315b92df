import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userTokens } from '../../db/schema.ts';

export type LinkPurpose = 'verify-email' | 'reset-password';

/** A new link makes the older unused links of the same purpose dead. */
export async function replaceLinkToken(
  db: Db,
  values: { userId: string; purpose: LinkPurpose; tokenHash: string; email: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(userTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(userTokens.userId, values.userId),
          eq(userTokens.purpose, values.purpose),
          isNull(userTokens.usedAt),
        ),
      );
    await tx.insert(userTokens).values(values);
  });
}

/** Spends a link once: only an unused, unexpired token of that purpose matches. */
export async function consumeLinkToken(db: Db, purpose: LinkPurpose, tokenHash: string) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: userTokens.userId, email: userTokens.email });
  return row;
}
