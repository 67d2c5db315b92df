import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { tournamentHostActions } from '../../db/schema.ts';
import type { Tx } from './tournaments.repository.ts';

export type HostActionKind = 'clock' | 'elimination' | 'ledger';

/** Every host action writes one: built once, bound to the action's transaction. */
const pushStatement = preparedPerDatabase((db: Db | Tx) =>
  db
    .insert(tournamentHostActions)
    .values({
      tournamentId: sql.placeholder('tournamentId'),
      kind: sql.placeholder('kind'),
      label: sql.placeholder('label'),
      restore: sql.placeholder('restore'),
    })
    .returning({ id: tournamentHostActions.id })
    .prepare('host_actions_push'),
);
export async function push(
  db: Db | Tx,
  tournamentId: string,
  kind: HostActionKind,
  label: string,
  restore: Record<string, unknown>,
) {
  const [row] = await pushStatement(db).execute({ tournamentId, kind, label, restore });
  return row!.id;
}

/** The ledger entries an action recorded after its transaction, so Undo reverses them. */
export async function noteEntries(db: Db | Tx, id: string, entryIds: string[]) {
  const [row] = await db.select().from(tournamentHostActions).where(eq(tournamentHostActions.id, id));
  if (!row) return;
  await db
    .update(tournamentHostActions)
    .set({ restore: { ...(row.restore as Record<string, unknown>), entryIds } })
    .where(eq(tournamentHostActions.id, id));
}

/** The newest action not yet undone: the top of the tournament's undo stack. */
const topStatement = preparedPerDatabase((db: Db | Tx) =>
  db
    .select()
    .from(tournamentHostActions)
    .where(
      and(
        eq(tournamentHostActions.tournamentId, sql.placeholder('tournamentId')),
        isNull(tournamentHostActions.undoneAt),
      ),
    )
    .orderBy(desc(tournamentHostActions.seq))
    .limit(1)
    .prepare('host_actions_top'),
);
export async function top(db: Db | Tx, tournamentId: string) {
  const [last] = await topStatement(db).execute({ tournamentId });
  return last;
}

export async function markUndone(tx: Db | Tx, id: string, now: Date) {
  await tx.update(tournamentHostActions).set({ undoneAt: now }).where(eq(tournamentHostActions.id, id));
}
