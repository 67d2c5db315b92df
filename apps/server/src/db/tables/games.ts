import { type ColourUp, gameStatuses, type PayoutShare, participantStatuses } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import {
  createdAtColumn,
  idColumn,
  looseRefColumn,
  parentColumn,
  timestampColumns,
  timestamptz,
} from './columns.ts';
import { gameDefinitionColumns, gameSettingsColumns } from './game-settings-columns.ts';

/** A scheduled tournament or cash game. Money is integer cents in the game's currency. */
export const games = pgTable(
  'games',
  {
    id: idColumn(),
    hostId: parentColumn('host_id', () => users.id),
    ...gameDefinitionColumns(),
    status: text('status', { enum: gameStatuses }).notNull(),
    scheduledDate: timestamptz('scheduled_date').notNull(),
    ...gameSettingsColumns(),
    startingChips: integer('starting_chips'),
    payouts: jsonb('payouts').$type<PayoutShare[]>(),
    /** The game's shareable RSVP link token; kept readable so the host can copy the link again. */
    shareToken: text('share_token').notNull(),
    /** The host can turn the share link off; an off link refuses everyone (docs/reach.md). */
    shareLinkEnabled: boolean('share_link_enabled').notNull().default(true),
    /** How many may join through the share link (not declined); null: no cap but the table's. */
    shareLinkCap: integer('share_link_cap'),
    /** The template the game was created from, if any. */
    templateId: uuid('template_id'),
    /**
     * The calendar revision (RFC 5545 SEQUENCE): a trigger raises it when the start, the place or the
     * cancellation changes (migration 0028, docs/reach.md "Calendars"); never written by the app.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    ...timestampColumns(),
  },
  (t) => [
    index('games_host_date_idx').on(t.hostId, t.scheduledDate),
    index('games_status_date_idx').on(t.status, t.scheduledDate),
    uniqueIndex('games_share_token_unique').on(t.shareToken),
  ],
);

/** The game a row belongs to: deleting the game deletes the row. */
export const gameIdColumn = () => parentColumn('game_id', () => games.id);

/** The blind structure of a tournament, one row per level in play order. */
export const blindLevels = pgTable(
  'blind_levels',
  {
    id: idColumn(),
    gameId: gameIdColumn(),
    position: integer('position').notNull(),
    level: integer('level').notNull(),
    smallBlind: integer('small_blind').notNull(),
    bigBlind: integer('big_blind').notNull(),
    ante: integer('ante').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull(),
    isBreak: boolean('is_break').notNull().default(false),
    bigBlindAnte: boolean('big_blind_ante').notNull().default(false),
    colourUp: jsonb('colour_up').$type<ColourUp>(),
  },
  (t) => [uniqueIndex('blind_levels_game_position_unique').on(t.gameId, t.position)],
);

/**
 * Everyone attached to a game: a registered user, an e-mail invitee (no account yet) or a guest.
 * Capacity: accepted plus confirmed never exceed the game's maxParticipants; past that an RSVP
 * waits in line (status waitlisted, ordered by waitlistedAt).
 */
export const gameParticipants = pgTable(
  'game_participants',
  {
    id: idColumn(),
    gameId: gameIdColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    guestFirstName: text('guest_first_name'),
    guestLastName: text('guest_last_name'),
    isGuest: boolean('is_guest').notNull().default(false),
    status: text('status', { enum: participantStatuses }).notNull(),
    waitlistedAt: timestamptz('waitlisted_at'),
    invitedById: looseRefColumn('invited_by_id', () => users.id),
    invitationMessage: text('invitation_message'),
    /** Hash of the RSVP link token e-mailed to an invitee. */
    inviteTokenHash: text('invite_token_hash'),
    rsvpMessage: text('rsvp_message'),
    /** Kept by the ledger: set while the player has a buy-in on it (docs/ledger.md, "Check-in"). */
    buyInPaid: boolean('buy_in_paid').notNull().default(false),
    /** The check-in list's "Arrived": when the host ticked the player in at the table. */
    arrivedAt: timestamptz('arrived_at'),
    /** 'share-link' when the person joined through the game's share link (docs/reach.md). */
    joinedVia: text('joined_via', { enum: ['share-link'] }),
    /** The host's word on attendance after the game; null: inferred (docs/players.md, no-shows). */
    noShow: boolean('no_show'),
    invitedAt: timestamptz('invited_at'),
    respondedAt: timestamptz('responded_at'),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('game_participants_game_user_unique')
      .on(t.gameId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('game_participants_game_email_unique')
      .on(t.gameId, t.email)
      .where(sql`${t.userId} is null and ${t.email} is not null`),
    uniqueIndex('game_participants_invite_token_unique').on(t.inviteTokenHash),
    index('game_participants_user_idx').on(t.userId, t.status),
    index('game_participants_game_status_idx').on(t.gameId, t.status),
  ],
);

/**
 * Which participant a row is about, and their account: both outlive the participant's removal,
 * the row keeping null there and the name it had.
 */
export const participantRefColumns = () => ({
  participantId: looseRefColumn('participant_id', () => gameParticipants.id),
  userId: looseRefColumn('user_id', () => users.id),
});

/** What happened around a game, for the dashboard's recent activity. */
export const gameActivities = pgTable(
  'game_activities',
  {
    id: idColumn(),
    gameId: gameIdColumn(),
    actorUserId: looseRefColumn('actor_user_id', () => users.id),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('game_activities_game_created_idx').on(t.gameId, t.createdAt)],
);
