import {
  type BlindLevel,
  clockStates,
  tournamentPlayerStatuses,
  tournamentStatuses,
} from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, msTimestamptz, parentColumn, timestampColumns, timestamptz } from './columns.ts';
import { gameIdColumn, participantRefColumns } from './games.ts';

/**
 * The tournament of a game. The clock is stored as timestamps, never as a counter: while running,
 * `levelEndsAt`; while paused, `remainingMs`; on a break, `breakEndsAt` (and the level's remaining
 * time in `remainingMs`). Any instance, after any restart, computes the same clock from these.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: idColumn(),
    gameId: gameIdColumn(),
    status: text('status', { enum: tournamentStatuses }).notNull(),
    clockState: text('clock_state', { enum: clockStates }).notNull(),
    levels: jsonb('levels').$type<BlindLevel[]>().notNull(),
    levelIndex: integer('level_index').notNull().default(0),
    levelEndsAt: msTimestamptz('level_ends_at'),
    remainingMs: integer('remaining_ms'),
    breakEndsAt: msTimestamptz('break_ends_at'),
    pauseReason: text('pause_reason'),
    startedAt: timestamptz('started_at'),
    endedAt: timestamptz('ended_at'),
    maxPlayersPerTable: integer('max_players_per_table').notNull().default(9),
    autoAdvanceBlinds: boolean('auto_advance_blinds').notNull().default(true),
    pauseOnPlayerElimination: boolean('pause_on_player_elimination').notNull().default(false),
    allowLateRegistration: boolean('allow_late_registration').notNull().default(false),
    lateRegistrationEndLevel: integer('late_registration_end_level'),
    /** The host has typed chip counts: the chip leader and the check against chips in play show. */
    chipCountsKept: boolean('chip_counts_kept').notNull().default(false),
    /** Secret for the TV display link; replacing it revokes the old link. */
    displayToken: text('display_token').notNull(),
    /** The short code a TV types at /tv for the same link, replaced with it (migration 0034). */
    displayCode: text('display_code'),
    /** Bumped by every change: the order of events and a guard against lost updates. */
    version: integer('version').notNull().default(0),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('tournaments_game_unique').on(t.gameId),
    uniqueIndex('tournaments_display_token_unique').on(t.displayToken),
    uniqueIndex('tournaments_display_code_unique').on(t.displayCode),
    // The scheduler's query: live clocks ordered by their next deadline.
    index('tournaments_due_idx')
      .on(t.clockState, t.levelEndsAt)
      .where(sql`${t.status} in ('active', 'paused')`),
  ],
);

export const tournamentTables = pgTable(
  'tournament_tables',
  {
    id: idColumn(),
    tournamentId: parentColumn('tournament_id', () => tournaments.id),
    tableNumber: integer('table_number').notNull(),
    maxSeats: integer('max_seats').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    buttonSeat: integer('button_seat'),
  },
  (t) => [uniqueIndex('tournament_tables_number_unique').on(t.tournamentId, t.tableNumber)],
);

export const tournamentPlayers = pgTable(
  'tournament_players',
  {
    id: idColumn(),
    tournamentId: parentColumn('tournament_id', () => tournaments.id),
    ...participantRefColumns(),
    name: text('name').notNull(),
    tableNumber: integer('table_number'),
    seatNumber: integer('seat_number'),
    chipCount: integer('chip_count').notNull(),
    status: text('status', { enum: tournamentPlayerStatuses }).notNull().default('active'),
    finishPosition: integer('finish_position'),
    eliminatedAt: timestamptz('eliminated_at'),
    eliminatedById: uuid('eliminated_by_id'),
    payoutCents: integer('payout_cents'),
    /** The bounty on this player's head, in cents (docs/tournament.md, "Bounties"). */
    bountyCents: integer('bounty_cents').notNull().default(0),
  },
  (t) => [
    index('tournament_players_tournament_idx').on(t.tournamentId, t.status),
    // A user's tournament results (the dashboard's win rate).
    index('tournament_players_user_idx').on(t.userId),
    // Two players can never share a seat, whatever races.
    uniqueIndex('tournament_players_seat_unique')
      .on(t.tournamentId, t.tableNumber, t.seatNumber)
      .where(sql`${t.status} = 'active' and ${t.seatNumber} is not null`),
  ],
);
