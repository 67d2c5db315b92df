import {
  type QuickLocation,
  quickLocationIcons,
  type quickLocationInputSchema,
  quickLocationLimits,
  quickLocationMessages,
} from '@pokerhome/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { quickLocations, users } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';

type Input = z.infer<typeof quickLocationInputSchema>;
type Row = typeof quickLocations.$inferSelect;

const toQuickLocation = (row: Row): QuickLocation => ({
  id: row.id,
  label: row.label,
  address: row.address,
  notes: row.notes,
  icon: (quickLocationIcons as readonly string[]).includes(row.icon)
    ? (row.icon as QuickLocation['icon'])
    : 'MapPin',
  order: row.position,
});

export async function list(app: FastifyInstance, auth: AuthContext) {
  const rows = await app.db
    .select()
    .from(quickLocations)
    .where(eq(quickLocations.userId, auth.userId))
    .orderBy(asc(quickLocations.position), asc(quickLocations.createdAt));
  return rows.map(toQuickLocation);
}

/** At most 10: the user's row is locked while counting, so two tabs adding at once cannot make 11. */
export async function add(app: FastifyInstance, auth: AuthContext, input: Input) {
  const row = await app.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.userId)).for('update');
    const [count] = await tx
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        last: sql<number>`coalesce(max(${quickLocations.position}), -1)`.mapWith(Number),
      })
      .from(quickLocations)
      .where(eq(quickLocations.userId, auth.userId));
    if ((count?.n ?? 0) >= quickLocationLimits.max)
      throw new AppError('CONFLICT', quickLocationMessages.tooMany);
    const [inserted] = await tx
      .insert(quickLocations)
      .values({ ...input, userId: auth.userId, position: (count?.last ?? -1) + 1 })
      .returning();
    return inserted!;
  });
  return toQuickLocation(row);
}

export async function update(app: FastifyInstance, auth: AuthContext, id: string, input: Input) {
  const [row] = await app.db
    .update(quickLocations)
    .set(input)
    .where(and(eq(quickLocations.id, id), eq(quickLocations.userId, auth.userId)))
    .returning();
  if (!row) throw notFound(quickLocationMessages.notFound);
  return toQuickLocation(row);
}

export async function remove(app: FastifyInstance, auth: AuthContext, id: string) {
  const rows = await app.db
    .delete(quickLocations)
    .where(and(eq(quickLocations.id, id), eq(quickLocations.userId, auth.userId)))
    .returning({ id: quickLocations.id });
  if (rows.length === 0) throw notFound(quickLocationMessages.notFound);
}

/** The new order must name every one of the user's locations exactly once. */
export async function reorder(app: FastifyInstance, auth: AuthContext, ids: string[]) {
  await app.db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: quickLocations.id })
      .from(quickLocations)
      .where(eq(quickLocations.userId, auth.userId));
    const same =
      mine.length === ids.length && new Set(ids).size === ids.length && mine.every((m) => ids.includes(m.id));
    if (!same)
      throw badRequest(quickLocationMessages.reorderMismatch, { ids: quickLocationMessages.reorderMismatch });
    for (const [position, id] of ids.entries()) {
      await tx
        .update(quickLocations)
        .set({ position })
        .where(and(eq(quickLocations.id, id), eq(quickLocations.userId, auth.userId)));
    }
  });
  return list(app, auth);
}
