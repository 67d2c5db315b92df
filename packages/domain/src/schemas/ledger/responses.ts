import { z } from 'zod';
import { currencies } from '../../constants.ts';
import { figuresSchema } from '../../tournament/figures.ts';
import { gameRefShape } from '../games/game-ref.ts';
import { participantStatuses } from '../games/participants.ts';
import { gameStatuses, gameTypes } from '../games/payload.ts';
import { tournamentPlayerStatuses, tournamentStatuses } from '../tournaments/tournaments.ts';
import { cents, count } from '../whole-numbers.ts';
import { ledgerEntryKinds } from './kinds.ts';

/** The three fees in cents, on an entry, in a game's terms (per entry) or summed in a report. */
const ledgerFeesShape = {
  /** Withheld from the pool (or from the chips of a cash game). */
  houseFeeCents: cents,
  /** Paid on top of the amount. */
  serviceFeeCents: cents,
  processingFeeCents: cents,
};

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ledgerEntryKinds),
  /** Positive as recorded; a reversal carries the negative of the entry it corrects. */
  amountCents: cents,
  chips: z.number().int().nullable(),
  ...ledgerFeesShape,
  participantId: z.string().nullable(),
  userId: z.string().nullable(),
  participantName: z.string(),
  note: z.string(),
  recordedById: z.string().nullable(),
  recordedByName: z.string(),
  recordedAt: z.string(),
  reversesEntryId: z.string().nullable(),
  reversedByEntryId: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerPlayerSchema = z.object({
  /** Null for a player since removed from the game: their entries stay. */
  participantId: z.string().nullable(),
  userId: z.string().nullable(),
  name: z.string(),
  participantStatus: z.enum(participantStatuses).nullable(),
  /** "Paid" once a buy-in is on the ledger, otherwise "Pending" (the spec's mock-up row). */
  buyInStatus: z.enum(['paid', 'pending']),
  inCents: cents,
  outCents: cents,
  /** Service and processing fees paid on top of the amounts. */
  feesCents: cents,
  /** out − in − fees. */
  netCents: cents,
  buyIns: count,
  rebuys: count,
  addOns: count,
  reEntries: count,
  topUps: count,
  cashedOut: z.boolean(),
  /** A completed tournament's payout for their place not yet recorded on the ledger (0 once it is). */
  payoutOwedCents: cents,
  finishPosition: z.number().int().nullable(),
  /** Their place in the tournament once it started: still in, or out; null when not in it. */
  seat: z.enum(tournamentPlayerStatuses).nullable(),
});
export type LedgerPlayer = z.infer<typeof ledgerPlayerSchema>;

export const entryTermsSchema = z.object({
  allowed: z.boolean(),
  priceCents: cents,
  chips: z.number().int().nullable(),
  untilLevel: z.number().int().nullable(),
  maxPerPlayer: z.number().int().nullable().optional(),
  atOrBelowStartingStack: z.boolean().optional(),
});

export const ledgerTermsSchema = z.object({
  buyInCents: cents,
  startingChips: z.number().int().nullable(),
  rebuy: entryTermsSchema,
  addOn: entryTermsSchema,
  /** untilLevel: the last level of late registration. */
  reEntry: entryTermsSchema,
  ...ledgerFeesShape,
  payoutUnitCents: cents,
  /** The game's percentages, or the preset for the field size. */
  payoutPercentages: z.array(z.number()),
});
export type LedgerTerms = z.infer<typeof ledgerTermsSchema>;

export const prizePoolSchema = z.object({
  /** Every buy-in, rebuy, add-on and re-entry. */
  grossCents: cents,
  houseFeeCents: cents,
  /** gross − house fees: what the payouts split. */
  netPoolCents: cents,
  /** Buy-ins plus re-entries: the field size the payout preset follows. */
  entries: count,
  /** No more rebuys, add-ons or re-entries can come: the add-on period is over. */
  isFinal: z.boolean(),
});
export type PrizePool = z.infer<typeof prizePoolSchema>;

export const payoutLineSchema = z.object({
  position: z.number().int(),
  percentage: z.number(),
  amountCents: cents,
  /** Who finished there, once known. */
  participantId: z.string().nullable(),
  playerName: z.string().nullable(),
  /** Payouts already on the ledger for that player. */
  recordedCents: cents,
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const settleUpSchema = z.object({
  /** The fewest transfers; the house (fees) appears as a party with a null id. */
  transfers: z.array(
    z.object({
      fromParticipantId: z.string().nullable(),
      fromName: z.string(),
      toParticipantId: z.string().nullable(),
      toName: z.string(),
      amountCents: cents,
    }),
  ),
  /** Cash-outs minus the money in play; non-zero means the books do not balance. */
  imbalanceCents: cents,
  balanced: z.boolean(),
  /** Players who bought in and have no cash-out yet. */
  missingCashOuts: z.array(z.string()),
});
export type SettleUp = z.infer<typeof settleUpSchema>;

/** A bounty entry a choice would record, for the host to see before choosing. */
const unpaidBountyLineSchema = z.object({
  participantId: z.string(),
  name: z.string(),
  amountCents: cents,
  /** The player's own head handed back. */
  refund: z.boolean(),
});

/**
 * Bounty money still on heads once the tournament is complete (docs/ledger.md, "Unpaid bounties"):
 * whose heads, and what each of the host's choices would record. Null when nothing is left.
 */
export const unpaidBountiesSchema = z.object({
  totalCents: cents,
  heads: z.array(z.object({ participantId: z.string().nullable(), name: z.string(), cents: cents })),
  choices: z.object({
    winner: z.array(unpaidBountyLineSchema),
    split: z.array(unpaidBountyLineSchema),
    refund: z.array(unpaidBountyLineSchema),
  }),
});
export type UnpaidBounties = z.infer<typeof unpaidBountiesSchema>;

export const ledgerSchema = z.object({
  ...gameRefShape,
  gameType: z.enum(gameTypes),
  gameStatus: z.enum(gameStatuses),
  currency: z.enum(currencies),
  scheduledDate: z.string(),
  canManage: z.boolean(),
  /** The kinds this game takes (tournament or cash). */
  kinds: z.array(z.enum(ledgerEntryKinds)),
  terms: ledgerTermsSchema,
  tournament: z
    .object({ id: z.string(), status: z.enum(tournamentStatuses), currentLevel: z.number().int() })
    .nullable(),
  entries: z.array(ledgerEntrySchema),
  players: z.array(ledgerPlayerSchema),
  totals: z.object({ inCents: cents, outCents: cents, feesCents: cents, houseFeeCents: cents }),
  /** Tournaments only. */
  prizePool: prizePoolSchema.nullable(),
  payouts: z.array(payoutLineSchema),
  /** Tournaments only: the figures every screen shows (docs/tournament.md, "Figures"). */
  figures: figuresSchema.nullable(),
  /** Paid outside the prize pool. */
  bountiesCents: cents,
  /** Tournaments only, once complete: bounty money no knockout paid, for the host to settle. */
  unpaidBounties: unpaidBountiesSchema.nullable(),
  /** Cash games only. */
  settleUp: settleUpSchema.nullable(),
});
export type Ledger = z.infer<typeof ledgerSchema>;

export const ledgerResponseSchema = z.object({ ledger: ledgerSchema });
export const ledgerWriteResponseSchema = z.object({ entry: ledgerEntrySchema, ledger: ledgerSchema });
export const recordPayoutsResponseSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  ledger: ledgerSchema,
});

/** The check-in's answer: the buy-ins it recorded (none on a repeat) and the ledger. */
export const checkInResponseSchema = recordPayoutsResponseSchema;

export const periodReportGameSchema = z.object({
  gameId: z.string(),
  date: z.string(),
  name: z.string(),
  type: z.enum(gameTypes),
  status: z.enum(gameStatuses),
  currency: z.enum(currencies),
  players: count,
  totalInCents: cents,
  totalOutCents: cents,
  ...ledgerFeesShape,
});
export type PeriodReportGame = z.infer<typeof periodReportGameSchema>;
export const periodReportResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  games: z.array(periodReportGameSchema),
});
