import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAtColumn, idColumn, looseRefColumn, parentColumn, timestampColumns } from './columns.ts';
import { games } from './games.ts';

/** What every occurrence of a series is made from: a game's settings without its date and status. */
export type SeriesModel = Record<string, unknown>;

/**
 * A recurring game (docs/reach.md, "Series"): the rule (frequency from `start_date`, ending on
 * `ends_on` or after `count`), the local time of day in the host's time zone, the game every
 * occurrence copies, and the regulars invited to each.
 */
export const gameSeries = pgTable(
  'game_series',
  {
    id: idColumn(),
    hostId: parentColumn('host_id', () => users.id),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    frequency: text('frequency', { enum: ['weekly', 'biweekly', 'monthly'] }).notNull(),
    startDate: text('start_date').notNull(),
    time: text('time').notNull(),
    endsOn: text('ends_on'),
    count: integer('count'),
    model: jsonb('model').$type<SeriesModel>().notNull(),
    templateId: uuid('template_id'),
    regularIds: jsonb('regular_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ...timestampColumns(),
  },
  (t) => [index('game_series_host_idx').on(t.hostId)],
);

/**
 * One row per occurrence that exists or was skipped, keyed by its local date: the primary key is what
 * makes the rolling window create each game once, whichever instance gets there first.
 */
export const seriesOccurrences = pgTable(
  'series_occurrences',
  {
    seriesId: parentColumn('series_id', () => gameSeries.id),
    date: text('date').notNull(),
    gameId: looseRefColumn('game_id', () => games.id),
    skipped: boolean('skipped').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.seriesId, t.date] }),
    uniqueIndex('series_occurrences_game_unique').on(t.gameId),
  ],
);
