import { z } from 'zod';
import { unpaidBountyChoices } from '../../tournament/unpaid-bounties.ts';
import { text } from '../text.ts';
import { ledgerEntryKinds } from './kinds.ts';
import { ledgerMessages as m } from './messages.ts';

export const ledgerLimits = {
  /** $1,000,000: above any home game's pool, far below integer overflow. */
  amountMaxCents: 100_000_000,
  chipsMax: 1_000_000_000,
  noteMax: 500,
  periodMaxDays: 366,
  /** A game seats at most 50 players, so one check-in never names more (docs/ledger.md). */
  checkInMax: 50,
} as const;

/**
 * `POST /api/games/{id}/ledger/entries`. The player by participant id, or by user id for a
 * registered player. No amount: the game's price for the kind (buy-in, rebuy, add-on, re-entry,
 * top-up); payouts, bounties and cash-outs need one.
 */
export const recordLedgerEntryRequestSchema = z
  .object({
    participantId: z.uuid({ error: m.playerRequired }).optional(),
    userId: z.uuid({ error: m.playerRequired }).optional(),
    kind: z.enum(ledgerEntryKinds),
    amountCents: z
      .number({ error: m.amountInvalid })
      .int(m.amountInvalid)
      .min(0, m.amountInvalid)
      .max(ledgerLimits.amountMaxCents, m.amountTooLarge)
      .optional(),
    chips: z
      .number({ error: m.chipsInvalid })
      .int(m.chipsInvalid)
      .min(0, m.chipsInvalid)
      .max(ledgerLimits.chipsMax)
      .optional(),
    note: text({ multiline: true }).trim().max(ledgerLimits.noteMax, m.noteTooLong).default(''),
  })
  .refine((v) => (v.participantId === undefined) !== (v.userId === undefined), {
    message: m.playerRequired,
    path: ['participantId'],
  });
export type RecordLedgerEntryRequest = z.infer<typeof recordLedgerEntryRequestSchema>;
export type RecordLedgerEntryForm = z.input<typeof recordLedgerEntryRequestSchema>;

/**
 * `POST /api/games/{id}/ledger/check-in`: the check-in list's "Paid" (one player) and "All paid"
 * (every seated player): a buy-in at the game's price for each listed player who has none yet.
 */
export const checkInRequestSchema = z.object({
  participantIds: z
    .array(z.uuid({ error: m.playerRequired }), { error: m.playerRequired })
    .min(1, m.playerRequired)
    .max(ledgerLimits.checkInMax),
});
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

/** `POST /api/games/{id}/ledger/entries/{entryId}/reverse`: a correction is a new, opposite entry. */
export const reverseLedgerEntryRequestSchema = z.object({
  reason: text({ error: m.reasonRequired, multiline: true })
    .trim()
    .min(1, m.reasonRequired)
    .max(ledgerLimits.noteMax, m.reasonTooLong),
});
export type ReverseLedgerEntryRequest = z.infer<typeof reverseLedgerEntryRequestSchema>;

/**
 * `POST /api/games/{id}/ledger/entries/{entryId}/correct`: a wrong entry (a cash-out of the wrong
 * amount) corrected in one transaction: its reversal and the entry as it should have been, the
 * reason on both (docs/ledger.md, "Corrections").
 */
export const correctLedgerEntryRequestSchema = z.object({
  amountCents: z
    .number({ error: m.amountInvalid })
    .int(m.amountInvalid)
    .min(0, m.amountInvalid)
    .max(ledgerLimits.amountMaxCents, m.amountTooLarge),
  reason: reverseLedgerEntryRequestSchema.shape.reason,
});
export type CorrectLedgerEntryRequest = z.infer<typeof correctLedgerEntryRequestSchema>;
/** The correction dialog's form: the amount as typed ("40" or "$40.50"), read as cents. */
export const correctLedgerEntryFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\$?\d+(\.\d{1,2})?$/, m.amountInvalid)
    .transform((typed) => Math.round(Number(typed.replace(/^\$/, '')) * 100))
    .pipe(correctLedgerEntryRequestSchema.shape.amountCents),
  reason: reverseLedgerEntryRequestSchema.shape.reason,
});

/**
 * `POST /api/games/{id}/end`: a cash game whose books do not balance ends only when the host has
 * seen the gap and sends it back (`gapCents`, cash-outs minus money in play), so a gap that changed
 * since is asked about again (issue 28).
 */
export const endCashGameRequestSchema = z.object({ gapCents: z.number().int().optional() });
export type EndCashGameRequest = z.infer<typeof endCashGameRequestSchema>;

const dayMs = 24 * 60 * 60_000;

/** `GET /api/reports/period(.csv)?from=YYYY-MM-DD&to=YYYY-MM-DD`: both days included, in the user's time zone. */
export const periodReportQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((q) => q.from <= q.to, { message: m.periodInvalid, path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < ledgerLimits.periodMaxDays * dayMs, {
    message: m.periodTooLong,
    path: ['to'],
  });
export type PeriodReportQuery = z.infer<typeof periodReportQuerySchema>;

/** `POST /api/games/{id}/ledger/unpaid-bounties`: where the bounty money no knockout paid goes. */
export const settleUnpaidBountiesRequestSchema = z.object({
  choice: z.enum(unpaidBountyChoices, { error: m.unpaidBountyChoiceRequired }),
});
export type SettleUnpaidBountiesRequest = z.infer<typeof settleUnpaidBountiesRequestSchema>;
