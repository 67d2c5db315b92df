import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedAround } from '../../db/prepared.ts';
import { tournamentHostActions, tournaments } from '../../db/schema.ts';
import type { TournamentRow } from './tournaments.repository.ts';

/** The clock's columns a host's clock action writes (pause, resume, a level, a break, a minute). */
export type ClockWrite = Pick<
  TournamentRow,
  'status' | 'clockState' | 'levelIndex' | 'levelEndsAt' | 'remainingMs' | 'breakEndsAt' | 'pauseReason'
>;

const p = sql.placeholder;

/**
 * The write and its undo record in one statement (docs/tournament.md, "Clock actions"): the
 * tournament's row is changed only if its version is still the one the action was computed from,
 * and the undo record is inserted from the row written, so both are written or neither. Built once:
 * the update by the query builder (its columns mapped back as any update's `returning()` is), the
 * undo record around it.
 */
const writeStatement = preparedAround<TournamentRow>('tournaments_clock_write', (db) => ({
  inner: db
    .update(tournaments)
    .set({
      status: p('status'),
      clockState: p('clockState'),
      levelIndex: p('levelIndex'),
      levelEndsAt: sql`${p('levelEndsAt')}::timestamptz`,
      remainingMs: p('remainingMs'),
      breakEndsAt: sql`${p('breakEndsAt')}::timestamptz`,
      pauseReason: p('pauseReason'),
      version: sql`${tournaments.version} + 1`,
      updatedAt: sql`now()`,
      // Placeholders in `set` are bound at run time and encoded by their column; drizzle's type for
      // `set` does not list them. The moments go as ISO text (the column's encoder refuses a null).
    } as never)
    .where(and(eq(tournaments.id, p('id')), eq(tournaments.version, p('version'))))
    .returning(),
  around: (update) => sql`with saved as (${update}), pushed as (
      insert into ${tournamentHostActions} (tournament_id, kind, label, restore)
      select saved.id, 'clock', ${p('label')}, ${p('restore')}::jsonb from saved)
    select * from saved`,
}));

/**
 * Writes a clock action's columns to the tournament read at `version` and pushes its undo record
 * (`label`, `restore`), as one statement: the row written, or undefined when someone changed the
 * tournament since it was read (nothing is written then; read it again and decide again).
 */
export async function writeClock(
  db: Db,
  id: string,
  version: number,
  values: ClockWrite,
  undo: { label: string; restore: Record<string, unknown> },
): Promise<TournamentRow | undefined> {
  const rows = await writeStatement(db).execute({
    ...values,
    levelEndsAt: values.levelEndsAt?.toISOString() ?? null,
    breakEndsAt: values.breakEndsAt?.toISOString() ?? null,
    id,
    version,
    label: undo.label,
    restore: JSON.stringify(undo.restore),
  });
  return rows[0];
}
