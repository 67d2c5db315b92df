import { bountyFormats, gameTypes } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, text } from 'drizzle-orm/pg-core';

/**
 * What the game is: its name, description, type, table size and house rules. A game and a template
 * both have them (a template is a game without a date); a function, like the settings below.
 */
export const gameDefinitionColumns = () => ({
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: text('type', { enum: gameTypes }).notNull(),
  maxParticipants: integer('max_participants').notNull(),
  rules: jsonb('rules').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
});

/** The house, service and processing fees in cents: a game's terms, and each ledger entry's copy of them. */
export const feeColumns = () => ({
  houseFeeCents: integer('house_fee_cents').notNull().default(0),
  serviceFeeCents: integer('service_fee_cents').notNull().default(0),
  processingFeeCents: integer('processing_fee_cents').notNull().default(0),
});

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
  ...feeColumns(),
  cashSmallBlindCents: integer('cash_small_blind_cents'),
  cashBigBlindCents: integer('cash_big_blind_cents'),
  // Tournament terms the ledger enforces. Null price: the buy-in; null chips: the starting chips;
  // null level: for as long as the tournament runs.
  rebuyAllowed: boolean('rebuy_allowed').notNull().default(false),
  rebuyPriceCents: integer('rebuy_price_cents'),
  rebuyChips: integer('rebuy_chips'),
  rebuyUntilLevel: integer('rebuy_until_level'),
  /** Rebuys per player (null: no limit), and whether only at or below the starting stack. */
  rebuyMaxPerPlayer: integer('rebuy_max_per_player'),
  rebuyAtOrBelowStartingStack: boolean('rebuy_at_or_below_starting_stack').notNull().default(false),
  addOnAllowed: boolean('add_on_allowed').notNull().default(false),
  addOnPriceCents: integer('add_on_price_cents'),
  addOnChips: integer('add_on_chips'),
  addOnUntilLevel: integer('add_on_until_level'),
  /** Add-ons per player (null: no limit; one unless the host says otherwise). */
  addOnMaxPerPlayer: integer('add_on_max_per_player').default(1),
  addOnAtOrBelowStartingStack: boolean('add_on_at_or_below_starting_stack').notNull().default(false),
  reEntryAllowed: boolean('re_entry_allowed').notNull().default(false),
  reEntryPriceCents: integer('re_entry_price_cents'),
  reEntryChips: integer('re_entry_chips'),
  /** Re-entries (and late arrivals) are taken up to and including this level. */
  lateRegistrationEndLevel: integer('late_registration_end_level'),
  /** Payouts are whole multiples of this unit (largest remainder); cents below one unit go to first place. */
  payoutUnitCents: integer('payout_unit_cents').notNull().default(1),
  /** Bounties (docs/tournament.md, "Bounties"): none, knockout or progressive, and the amount per entry. */
  bountyFormat: text('bounty_format', { enum: bountyFormats }).notNull().default('none'),
  bountyCents: integer('bounty_cents').notNull().default(0),
});
