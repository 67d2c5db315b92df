import type { BlindStructure } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAtColumn, idColumn, parentColumn, timestampColumns } from './columns.ts';
import { gameDefinitionColumns, gameSettingsColumns } from './game-settings-columns.ts';

/** A reusable game without a date. Money in integer cents, like games. */
export const gameTemplates = pgTable(
  'game_templates',
  {
    id: idColumn(),
    ownerId: parentColumn('owner_id', () => users.id),
    ...gameDefinitionColumns(),
    isPublic: boolean('is_public').notNull().default(false),
    ...gameSettingsColumns(),
    blindStructure: jsonb('blind_structure').$type<BlindStructure>(),
    usageCount: integer('usage_count').notNull().default(0),
    ...timestampColumns(),
  },
  (t) => [
    index('game_templates_owner_idx').on(t.ownerId, t.updatedAt),
    index('game_templates_public_idx').on(t.isPublic, t.usageCount).where(sql`${t.isPublic}`),
  ],
);

/** A user's saved places for the location step, in their chosen order. */
export const quickLocations = pgTable(
  'quick_locations',
  {
    id: idColumn(),
    userId: parentColumn('user_id', () => users.id),
    label: text('label').notNull(),
    address: text('address').notNull().default(''),
    notes: text('notes').notNull().default(''),
    icon: text('icon').notNull().default('MapPin'),
    position: integer('position').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('quick_locations_user_idx').on(t.userId, t.position)],
);
