import { z } from 'zod';
import { currencies } from '../../constants.ts';
import { bountySettingSchema, entryOptionSchema, payoutRoundingSchema } from '../ledger/kinds.ts';
import { text } from '../text.ts';
import { gameMessages as m } from './messages.ts';

export const gameTypes = ['tournament', 'cash_game'] as const;
export type GameType = (typeof gameTypes)[number];
export const gameStatuses = ['draft', 'scheduled', 'cancelled', 'completed'] as const;
export type GameStatus = (typeof gameStatuses)[number];
/** A game still open: it can be edited, answered and joined; a cancelled or completed one cannot. */
export const openGameStatuses = ['draft', 'scheduled'] as const satisfies readonly GameStatus[];
export const isGameOpen = (status: GameStatus): boolean =>
  (openGameStatuses as readonly GameStatus[]).includes(status);
export type PayoutShare = z.infer<typeof payoutShareSchema>;

/** Limits (see docs/games.md). The ceiling of maxParticipants comes from the user's capabilities. */
export const gameLimits = {
  nameMin: 3,
  nameMax: 100,
  descriptionMax: 1000,
  locationNameMax: 200,
  addressMax: 500,
  notesMax: 500,
  buyInMax: 10_000,
  ruleMax: 200,
  minParticipants: 2,
  absoluteMaxParticipants: 100,
  defaultMaxParticipants: 8,
  pastToleranceMs: 5 * 60_000,
  levelDurationMin: 1,
  levelDurationMax: 120,
  startingChipsMin: 100,
} as const;

/** Amounts travel in major units (dollars) with at most two decimals; the server stores cents. */
const amount = (positive: string, max: number, maxMessage: string) =>
  // At least one cent, not merely above 0: a tiny positive number passes multipleOf(0.01) within its
  // float tolerance and would be stored as 0 cents (found by the hostile-input run).
  z.number({ error: positive }).min(0.01, positive).max(max, maxMessage).multipleOf(0.01, positive);
const fee = z
  .number({ error: m.feeNegative })
  .min(0, m.feeNegative)
  .max(gameLimits.buyInMax, m.buyInTooLarge)
  .multipleOf(0.01);

export const locationSchema = z.object({
  name: text({ error: m.locationNameRequired })
    .trim()
    .min(1, m.locationNameRequired)
    .max(gameLimits.locationNameMax, m.locationNameTooLong),
  address: text().trim().max(gameLimits.addressMax, m.addressTooLong).default(''),
  notes: text({ multiline: true }).trim().max(gameLimits.notesMax, m.notesTooLong).default(''),
});

export type GameLocation = z.infer<typeof locationSchema>;

export const cashGameBlindsSchema = z
  .object({
    smallBlind: amount(m.smallBlindPositive, gameLimits.buyInMax, m.buyInTooLarge),
    bigBlind: amount(m.bigBlindPositive, gameLimits.buyInMax, m.buyInTooLarge),
  })
  .refine((b) => b.bigBlind > b.smallBlind, { message: m.bigBlindAboveSmall, path: ['bigBlind'] });
export type CashGameBlinds = z.infer<typeof cashGameBlindsSchema>;

export const buyInSchema = z
  .object({
    amount: amount(m.buyInPositive, gameLimits.buyInMax, m.buyInTooLarge),
    currency: z.enum(currencies, { error: m.currencyRequired }),
    structure: text().trim().max(30).default('freezeout'),
    cashGameBlinds: cashGameBlindsSchema.optional(),
    additionalFees: z
      .object({ houseFee: fee.default(0), serviceFee: fee.default(0), processingFee: fee.default(0) })
      .default({ houseFee: 0, serviceFee: 0, processingFee: 0 }),
    // Tournament terms the ledger enforces; absent means not allowed (a freezeout).
    rebuy: entryOptionSchema.optional(),
    addOn: entryOptionSchema.optional(),
    /** untilLevel: the last level of late registration. */
    reEntry: entryOptionSchema.optional(),
    payoutRounding: payoutRoundingSchema.optional(),
    /** Absent: no bounty. */
    bounty: bountySettingSchema.optional(),
  })
  // A house fee of the whole buy-in leaves a pool of 0 (docs/ledger.md). Tolerates a wrong-typed body.
  .refine(
    (b) =>
      typeof b.amount !== 'number' ||
      typeof b.additionalFees?.houseFee !== 'number' ||
      b.additionalFees.houseFee === 0 ||
      b.additionalFees.houseFee < b.amount,
    { message: m.houseFeeTooLarge, path: ['additionalFees', 'houseFee'] },
  )
  // The bounty is part of the entry net of the house fee: more would leave the pool negative.
  .refine(
    (b) =>
      typeof b.amount !== 'number' ||
      typeof b.bounty?.amount !== 'number' ||
      b.bounty.format === 'none' ||
      b.bounty.amount <=
        b.amount - (typeof b.additionalFees?.houseFee === 'number' ? b.additionalFees.houseFee : 0),
    { message: m.bountyTooLarge, path: ['bounty', 'amount'] },
  );

/** A buy-in as the server takes it (defaults applied), in major units. */
export type BuyInSetting = z.infer<typeof buyInSchema>;

export const colourUpSchema = z
  .object({
    remove: z.number().int().min(1).max(1_000_000),
    next: z.number().int().min(1).max(10_000_000),
  })
  .refine((c) => c.next > c.remove, { message: m.colourUpNextLarger, path: ['next'] });
export type ColourUp = z.infer<typeof colourUpSchema>;

export const blindLevelSchema = z.object({
  level: z.number().int().min(1).max(1000),
  smallBlind: z.number().int().min(1).max(100_000_000),
  bigBlind: z.number().int().min(1).max(100_000_000),
  ante: z.number().int().min(0).max(100_000_000).default(0),
  duration: z
    .number()
    .int()
    .min(gameLimits.levelDurationMin, 'Level duration must be at least 1 minute')
    .max(gameLimits.levelDurationMax, 'Level duration cannot exceed 120 minutes'),
  isBreak: z.boolean().default(false),
  /** The ante is a big-blind ante: the big blind pays it for the whole table (docs/tournament.md). */
  bigBlindAnte: z.boolean().default(false),
  /** At a break: the chip coloured up and the smallest chip left in play, for the chip race. */
  colourUp: colourUpSchema.nullable().default(null),
});
/** The one blind level of the product: games, templates, tournaments and reports all store this. */
export type BlindLevel = z.infer<typeof blindLevelSchema>;

export const payoutShareSchema = z.object({
  position: z.number().int().min(1).max(100),
  percentage: z.number().min(0).max(100),
});

export const blindStructureSchema = z.object({
  startingChips: z
    .number()
    .int()
    .min(gameLimits.startingChipsMin, 'Starting chips must be at least 100')
    .max(10_000_000)
    .multipleOf(100, 'Starting chips must be a multiple of 100'),
  levelDuration: z.number().int().min(1).max(120).optional(),
  levels: z.array(blindLevelSchema).min(1, 'At least one blind level is required').max(100),
  prizePoolBreakdown: z
    .object({
      totalPrizePool: z.number().min(0).optional(),
      payouts: z
        .array(payoutShareSchema)
        .max(50)
        .refine((p) => p.length === 0 || Math.abs(p.reduce((s, x) => s + x.percentage, 0) - 100) <= 0.01, {
          message: 'Payout percentages must total 100%',
        }),
    })
    .optional(),
});
export type BlindStructure = z.infer<typeof blindStructureSchema>;

export const rulesSchema = z
  .array(text({ multiline: true }).trim().min(1, m.ruleBlank).max(gameLimits.ruleMax, m.ruleTooLong))
  .max(50);
/** A game's name and description, also a template's. */
export const gameNameSchema = text({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .min(gameLimits.nameMin, m.nameTooShort)
  .max(gameLimits.nameMax, m.nameTooLong);
export const gameDescriptionSchema = text({ multiline: true })
  .trim()
  .max(gameLimits.descriptionMax, m.descriptionTooLong);

const gameFields = {
  name: gameNameSchema,
  description: gameDescriptionSchema,
  type: z.enum(gameTypes, { error: m.typeRequired }),
  scheduledDate: z.iso.datetime({ offset: true, error: m.dateRequired }),
  location: locationSchema,
  buyIn: buyInSchema,
  maxParticipants: z
    .number({ error: m.minParticipants })
    .int(m.participantsWhole)
    .min(gameLimits.minParticipants, m.minParticipants)
    .max(gameLimits.absoluteMaxParticipants, m.maxParticipants(gameLimits.absoluteMaxParticipants)),
  rules: rulesSchema,
  blindStructure: blindStructureSchema,
};

const tournamentNeedsStructure = (v: { type?: GameType; blindStructure?: unknown }) =>
  v.type !== 'tournament' || v.blindStructure !== undefined;
const structureRequired = {
  message: 'Tournament structure is required for tournaments',
  path: ['blindStructure'],
};

/** `POST /api/games`: the wizard's payload. `draft` is the early save (see docs/games.md). */
export const createGameRequestSchema = z
  .object({
    ...gameFields,
    description: gameDescriptionSchema.default(''),
    rules: rulesSchema.default([]),
    blindStructure: blindStructureSchema.optional(),
    status: z.enum(['draft', 'scheduled']).default('scheduled'),
  })
  .refine(tournamentNeedsStructure, structureRequired);
export type CreateGameRequest = z.infer<typeof createGameRequestSchema>;
export type CreateGameForm = z.input<typeof createGameRequestSchema>;

/** `PATCH /api/games/{id}`: any subset; `status: scheduled` finishes a draft. */
export const updateGameRequestSchema = z
  .object(gameFields)
  .partial()
  .extend({ status: z.enum(['scheduled']).optional() });
export type UpdateGameRequest = z.infer<typeof updateGameRequestSchema>;

/**
 * The rules that need the clock and the user's capabilities, shared by the wizard and the server:
 * a date not more than 5 minutes past, and maxParticipants within the ceiling.
 */
export function checkGameRules(
  game: { scheduledDate?: string; maxParticipants?: number },
  context: { now: number; maxParticipants: number },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (game.scheduledDate !== undefined) {
    const at = Date.parse(game.scheduledDate);
    if (Number.isNaN(at)) errors.scheduledDate = m.dateRequired;
    else if (at < context.now - gameLimits.pastToleranceMs) errors.scheduledDate = m.dateInPast;
  }
  if (game.maxParticipants !== undefined && game.maxParticipants > context.maxParticipants) {
    errors.maxParticipants = m.maxParticipants(context.maxParticipants);
  }
  return errors;
}
