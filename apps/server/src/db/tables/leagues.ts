import type { FinalStacksRule, SeasonScoring } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAtColumn, idColumn, parentColumn, timestampColumns, timestamptz } from './columns.ts';
import { gameIdColumn } from './games.ts';

/** A league, owned by a League Organizer or Administrator (docs/leagues.md). */
export const leagues = pgTable(
  'leagues',
  {
    id: idColumn(),
    ownerId: parentColumn('owner_id', () => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestampColumns(),
  },
  (t) => [index('leagues_owner_idx').on(t.ownerId)],
);

/** Co-organizers: they run the league like its owner. */
export const leagueOrganizers = pgTable(
  'league_organizers',
  {
    leagueId: parentColumn('league_id', () => leagues.id),
    userId: parentColumn('user_id', () => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index('league_organizers_user_idx').on(t.userId)],
);

/**
 * Members: a registered user, or a guest by name and e-mail. A guest whose e-mail registers
 * becomes that user (userId set; the guest columns stay as history).
 */
export const leagueMembers = pgTable(
  'league_members',
  {
    id: idColumn(),
    leagueId: parentColumn('league_id', () => leagues.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('league_members_user_unique').on(t.leagueId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('league_members_guest_email_unique')
      .on(t.leagueId, t.guestEmail)
      .where(sql`${t.userId} is null`),
    index('league_members_user_idx').on(t.userId),
    index('league_members_email_idx').on(t.guestEmail),
  ],
);

/** A season: dates, currency, scoring and the final's stack rule; its table is computed on read. */
export const seasons = pgTable(
  'seasons',
  {
    id: idColumn(),
    leagueId: parentColumn('league_id', () => leagues.id),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    scoring: jsonb('scoring').$type<SeasonScoring>().notNull(),
    finalStacks: jsonb('final_stacks').$type<FinalStacksRule>().notNull(),
    /** Secret of the public standings link; null when none. Replacing it revokes the old link. */
    publicToken: text('public_token'),
    /** A digest of the table's inputs when it was last computed, and when it changed. */
    inputsDigest: text('inputs_digest'),
    lastRecomputedAt: timestamptz('last_recomputed_at'),
    ...timestampColumns(),
  },
  (t) => [
    index('seasons_league_idx').on(t.leagueId),
    uniqueIndex('seasons_public_token_unique').on(t.publicToken),
  ],
);

/** The games that count in a season; a game counts in one season at most. */
export const seasonGames = pgTable(
  'season_games',
  {
    seasonId: parentColumn('season_id', () => seasons.id),
    gameId: gameIdColumn(),
    attachedAt: timestamptz('attached_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.gameId] }),
    uniqueIndex('season_games_game_unique').on(t.gameId),
  ],
);
