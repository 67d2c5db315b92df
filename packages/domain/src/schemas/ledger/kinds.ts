import { z } from 'zod';
import { bountyFormats } from '../../tournament/bounties.ts';

/** The kinds of ledger entry a tournament takes. */
export const tournamentEntryKinds = ['buy_in', 'rebuy', 'add_on', 're_entry', 'payout', 'bounty'] as const;

/** Every kind of ledger entry; which of them a game takes depends on its type. */
export const ledgerEntryKinds = [...tournamentEntryKinds, 'top_up', 'cash_out'] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

export const cashEntryKinds = ['buy_in', 'top_up', 'cash_out'] as const satisfies readonly LedgerEntryKind[];

/** Money a player puts in (the pool, or the chips of a cash game) and money paid back out. */
export const moneyInKinds: readonly LedgerEntryKind[] = ['buy_in', 'rebuy', 'add_on', 're_entry', 'top_up'];
export const moneyOutKinds: readonly LedgerEntryKind[] = ['payout', 'bounty', 'cash_out'];
/** The entries that count as a tournament entry: they carry the game's fees and size the field. */
export const feeBearingKinds: readonly LedgerEntryKind[] = ['buy_in', 're_entry'];

export const isMoneyIn = (kind: LedgerEntryKind) => moneyInKinds.includes(kind);

/**
 * Terms of a rebuy, an add-on or a re-entry as the buy-in step sends them (major units, like the
 * buy-in). `price` null: the buy-in amount; `chips` null: the starting chips; `untilLevel` null: as
 * long as the tournament runs. For a re-entry `untilLevel` is the last level of late registration.
 */
export const entryOptionSchema = z.object({
  allowed: z.boolean().default(false),
  price: z
    .number()
    // At least one cent: a tiny positive number would be stored as 0 cents (see the buy-in amount).
    .min(0.01, 'Price must be greater than 0')
    .max(10_000, 'Price cannot exceed $10,000')
    .multipleOf(0.01)
    .nullish(),
  chips: z.number().int().min(1, 'Chips must be at least 1').max(10_000_000).nullish(),
  untilLevel: z.number().int().min(1, 'Level must be at least 1').max(1000).nullish(),
  /**
   * How many a player may take (docs/tournament.md, "Rebuys and add-ons"): null, no limit; absent,
   * no limit for a rebuy and one for an add-on.
   */
  maxPerPlayer: z.number().int().min(1, 'At least 1 per player').max(100, 'At most 100 per player').nullish(),
  /** Only a player at or below the starting stack may take one (a busted player always may rebuy). */
  atOrBelowStartingStack: z.boolean().optional(),
});
export type EntryOption = z.infer<typeof entryOptionSchema>;

/**
 * A bounty tournament (docs/tournament.md, "Bounties"): `amount` (major units) of each entry, net of
 * fees, goes on the entrant's head; a plain knockout pays it whole to the buster, a progressive one
 * half (the other half onto the buster's head).
 */
export const bountySettingSchema = z.object({
  format: z.enum(bountyFormats, { error: 'Choose no bounty, knockout or progressive knockout' }),
  amount: z
    .number({ error: 'Bounty must be a number' })
    .min(0, 'Bounty cannot be negative')
    .max(10_000, 'Bounty cannot exceed $10,000')
    .multipleOf(0.01)
    .default(0),
});
export type BountySetting = z.infer<typeof bountySettingSchema>;

/** Payouts are whole multiples of this unit (major units), split by largest remainder (`splitCents`); cents below one unit go to first place. */
export const payoutRoundingSchema = z
  .number()
  .min(0.01, 'Rounding must be at least 0.01')
  .max(1000, 'Rounding cannot exceed 1000')
  .multipleOf(0.01);

/** The same terms in cents, resolved against the game (what the ledger rules read). */
export type EntryTerms = {
  allowed: boolean;
  priceCents: number;
  chips: number | null;
  untilLevel: number | null;
  /** How many per player; null: no limit. */
  maxPerPlayer?: number | null;
  /** Only at or below the starting stack. */
  atOrBelowStartingStack?: boolean;
};
