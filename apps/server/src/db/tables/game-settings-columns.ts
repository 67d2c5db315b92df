import { integer, text } from 'drizzle-orm/pg-core';

/**
 * Where and for how much: the columns a game and a template share. A function, so each table gets
 * its own column objects. Money is integer cents.
 */
export const gameSettingsColumns = () => ({
  locationName: text('location_name').notNull(),
  locationAddress: text('location_address').notNull().default(''),
  locationNotes: text('location_notes').notNull().default(''),
  currency: text('currency').notNull().default('USD'),
  buyInCents: integer('buy_in_cents').notNull(),
  buyInStructure: text('buy_in_structure').notNull().default('freezeout'),
  houseFeeCents: integer('house_fee_cents').notNull().default(0),
  serviceFeeCents: integer('service_fee_cents').notNull().default(0),
  processingFeeCents: integer('processing_fee_cents').notNull().default(0),
  cashSmallBlindCents: integer('cash_small_blind_cents'),
  cashBigBlindCents: integer('cash_big_blind_cents'),
});
