import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, msTimestamptz, parentColumn, timestamptz } from './columns.ts';
import { tournaments } from './tournaments.ts';

/**
 * The host's undo stack (docs/tournament.md, "Undo"): one row per reversible action taken on the
 * clock view, with what undoing it needs. Undo takes the newest row not yet undone.
 * - `clock`: the clock columns before the action (pause, resume, level change, break, add time).
 * - `elimination`: the player who went out.
 * - `ledger`: the rebuy or add-on entry, reversed through the ledger; and the player's seat before it.
 */
export const tournamentHostActions = pgTable(
  'tournament_host_actions',
  {
    id: idColumn(),
    tournamentId: parentColumn('tournament_id', () => tournaments.id),
    kind: text('kind', { enum: ['clock', 'elimination', 'ledger'] }).notNull(),
    /** What the host did, in words ("Pause", "Alice eliminated"): the Undo button names it. */
    label: text('label').notNull(),
    restore: jsonb('restore').$type<Record<string, unknown>>().notNull(),
    createdAt: msTimestamptz('created_at').notNull().defaultNow(),
    /**
     * The stack's order: drawn on insert, under the game's lock every pusher holds, so it is the
     * order the actions took the lock (`created_at` is their transactions' start; migration 0040).
     */
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('tournament_host_actions_seq')`),
    undoneAt: timestamptz('undone_at'),
  },
  (t) => [index('tournament_host_actions_stack_idx').on(t.tournamentId, t.seq)],
);
