import { ledgerEntryKinds } from '@pokerhome/domain';
import { type AnyPgColumn, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { idColumn, looseRefColumn, msTimestamptz } from './columns.ts';
import { feeColumns } from './game-settings-columns.ts';
import { gameIdColumn, participantRefColumns } from './games.ts';

/**
 * The money of a game, append-only: rows are inserted and read, never updated or deleted by the
 * application. A correction is a new row with the negated amounts that points at the row it
 * reverses; the unique index lets each row be reversed once, whatever races. Amounts are integer
 * cents in the game's currency.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    gameId: gameIdColumn(),
    // A participant removed from the game keeps their history: the row stays, with the name it had.
    ...participantRefColumns(),
    playerName: text('player_name').notNull(),
    kind: text('kind', { enum: ledgerEntryKinds }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    chips: integer('chips'),
    // Fees as they stood when the entry was recorded, so a later change of the game's fees does not
    // rewrite history.
    ...feeColumns(),
    note: text('note').notNull().default(''),
    reversesEntryId: uuid('reverses_entry_id').references((): AnyPgColumn => ledgerEntries.id),
    recordedById: looseRefColumn('recorded_by', () => users.id),
    recordedAt: msTimestamptz('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_game_recorded_idx').on(t.gameId, t.recordedAt),
    uniqueIndex('ledger_entries_reverses_unique').on(t.reversesEntryId),
    index('ledger_entries_user_idx').on(t.userId),
  ],
);
