import {
  type QuickLocation,
  quickLocationIcons,
  type quickLocationInputSchema,
  quickLocationLimits,
  quickLocationMessages,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import * as repo from './quick-locations.repository.ts';

type Input = z.infer<typeof quickLocationInputSchema>;

const toQuickLocation = (row: repo.QuickLocationRow): QuickLocation => ({
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
  return (await repo.listOf(app.db, auth.userId)).map(toQuickLocation);
}

/** At most 10: the user's row is locked while counting, so two tabs adding at once cannot make 11. */
export async function add(app: FastifyInstance, auth: AuthContext, input: Input) {
  const row = await app.db.transaction(async (tx) => {
    await repo.lockOwner(tx, auth.userId);
    const count = await repo.countOf(tx, auth.userId);
    if (count.n >= quickLocationLimits.max) throw new AppError('CONFLICT', quickLocationMessages.tooMany);
    return repo.insertLocation(tx, { ...input, userId: auth.userId, position: count.last + 1 });
  });
  return toQuickLocation(row);
}

export async function update(app: FastifyInstance, auth: AuthContext, id: string, input: Input) {
  const row = await repo.updateLocation(app.db, id, auth.userId, input);
  if (!row) throw notFound(quickLocationMessages.notFound);
  return toQuickLocation(row);
}

export async function remove(app: FastifyInstance, auth: AuthContext, id: string) {
  const rows = await repo.deleteLocation(app.db, id, auth.userId);
  if (rows.length === 0) throw notFound(quickLocationMessages.notFound);
}

/** The new order must name every one of the user's locations exactly once. */
export async function reorder(app: FastifyInstance, auth: AuthContext, ids: string[]) {
  await app.db.transaction(async (tx) => {
    const mine = await repo.idsOf(tx, auth.userId);
    const same =
      mine.length === ids.length && new Set(ids).size === ids.length && mine.every((m) => ids.includes(m.id));
    if (!same)
      throw badRequest(quickLocationMessages.reorderMismatch, { ids: quickLocationMessages.reorderMismatch });
    for (const [position, id] of ids.entries()) await repo.setPosition(tx, id, auth.userId, position);
  });
  return list(app, auth);
}
