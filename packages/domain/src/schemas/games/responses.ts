import { z } from 'zod';
import { currencies } from '../../constants.ts';
import { bountyFormats } from '../../tournament/bounties.ts';
import { text } from '../text.ts';
import { participantSchema, participantStatuses } from './participants.ts';
import { blindLevelSchema, gameStatuses, gameTypes, payoutShareSchema } from './payload.ts';

const entryOptionResponseSchema = z.object({
  allowed: z.boolean(),
  price: z.number().nullable(),
  chips: z.number().int().nullable(),
  untilLevel: z.number().int().nullable(),
  maxPerPlayer: z.number().int().nullable().optional(),
  atOrBelowStartingStack: z.boolean().optional(),
});

const moneySchema = z.object({ amount: z.number(), currency: z.enum(currencies) });

/** A game as lists show it. */
export const gameSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(gameTypes),
  status: z.enum(gameStatuses),
  scheduledDate: z.string(),
  host: z.object({ id: z.string(), name: z.string() }),
  location: z.object({ name: z.string(), address: z.string(), notes: z.string() }),
  buyIn: moneySchema,
  maxParticipants: z.number().int(),
  /** accepted + confirmed + eliminated: seats taken. */
  confirmedCount: z.number().int(),
  /** invited + accepted + confirmed + eliminated: everyone not declined and not waiting. */
  participantCount: z.number().int(),
  waitlistCount: z.number().int(),
  userParticipantStatus: z.enum(participantStatuses).nullable(),
  canManage: z.boolean(),
  hasTournament: z.boolean(),
  /** Its tournament is running or paused now: shown as Live. */
  isLive: z.boolean().default(false),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const gameSchema = gameSummarySchema.extend({
  description: z.string(),
  rules: z.array(z.string()),
  buyIn: moneySchema.extend({
    structure: z.string(),
    cashGameBlinds: z.object({ smallBlind: z.number(), bigBlind: z.number() }).nullable(),
    additionalFees: z.object({ houseFee: z.number(), serviceFee: z.number(), processingFee: z.number() }),
    rebuy: entryOptionResponseSchema,
    addOn: entryOptionResponseSchema,
    reEntry: entryOptionResponseSchema,
    payoutRounding: z.number(),
    bounty: z.object({ format: z.enum(bountyFormats), amount: z.number() }),
  }),
  blindStructure: z
    .object({
      startingChips: z.number().int(),
      levels: z.array(blindLevelSchema),
      prizePoolBreakdown: z.object({ payouts: z.array(payoutShareSchema) }).nullable(),
    })
    .nullable(),
  participants: z.array(participantSchema),
  waitingList: z.array(participantSchema),
  /** A link anyone signed in can open to RSVP; only the host receives it. */
  shareUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

export const gameResponseSchema = z.object({ game: gameSchema });

export const listGamesQuerySchema = z.object({
  status: z.enum(gameStatuses).optional(),
  type: z.enum(gameTypes).optional(),
  /** upcoming: scheduled and not past; past: cancelled, completed or past (docs/games.md). */
  scope: z.enum(['upcoming', 'past', 'all']).default('all'),
  search: text().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ListGamesQuery = z.infer<typeof listGamesQuerySchema>;

export const listGamesResponseSchema = z.object({
  games: z.array(gameSummarySchema),
  total: z.number().int(),
  counts: z.object({ upcoming: z.number().int(), past: z.number().int() }),
});

export const addParticipantsResponseSchema = z.object({
  participants: z.array(participantSchema),
  invitationsSent: z.number().int(),
  errors: z.array(z.string()),
});
export const confirmParticipantsResponseSchema = z.object({
  participants: z.array(participantSchema),
  participantsConfirmed: z.number().int(),
  errors: z.array(z.string()),
});
/**
 * The answer to an RSVP: the player's status only. The screen reads the game again anyway (its seat
 * counts and waiting list), so the write does not build the whole game for its reply
 * (docs/performance.md, "Many users at once").
 */
export const rsvpResponseSchema = z.object({
  /** accepted, declined, or waitlisted when the game was full. */
  status: z.enum(participantStatuses),
});

/** What an e-mailed RSVP link shows a visitor who may not have an account. */
export const linkInvitationSchema = z.object({
  invitation: z.object({ email: z.string().nullable(), status: z.enum(participantStatuses) }),
  game: gameSummarySchema.omit({ userParticipantStatus: true, canManage: true }).extend({
    description: z.string(),
    rules: z.array(z.string()),
    blindStructure: z
      .object({ startingChips: z.number().int(), levels: z.array(blindLevelSchema) })
      .nullable(),
  }),
});
export type LinkInvitation = z.infer<typeof linkInvitationSchema>;
export const linkRsvpResponseSchema = z.object({ status: z.enum(participantStatuses) });
