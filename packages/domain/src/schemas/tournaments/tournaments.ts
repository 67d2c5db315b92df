import { z } from 'zod';
import { figuresSchema } from '../../tournament/figures.ts';
import { blindLevelSchema } from '../games/payload.ts';
import { wizardMessages } from '../games/wizard.ts';
import { text } from '../text.ts';

export const tournamentStatuses = ['scheduled', 'active', 'paused', 'completed', 'cancelled'] as const;
export type TournamentStatus = (typeof tournamentStatuses)[number];
/** Started and not yet over: its clock is running or paused. */
export const isUnderWay = (status: TournamentStatus | undefined | null) =>
  status === 'active' || status === 'paused';
export const tournamentPlayerStatuses = ['active', 'eliminated'] as const;
export const clockStates = ['stopped', 'running', 'paused', 'break'] as const;
export type ClockState = (typeof clockStates)[number];

export const tournamentMessages = {
  notFound: 'Tournament Not Found',
  errorLoading: 'Error Loading Tournament',
  readyToStart: 'Ready to Start Tournament',
  levelShouldAdvance: 'Level should advance!',
  hostPaused: 'Host paused tournament',
  startFailed: 'Failed to start tournament',
  fetchFailed: 'Failed to fetch tournament state',
  pauseFailed: 'Failed to pause',
  resumeFailed: 'Failed to resume',
  eliminateFailed: 'Failed to eliminate player',
  moveFailed: 'Failed to move player',
  actionFailed: (action: string) => `Failed to ${action}`,
  realtimeFailed: 'Failed to connect to real-time updates',
  started: 'Tournament started successfully!',
  needTwoPlayers: 'At least 2 non-declined participants are needed to start a tournament',
  alreadyStarted: 'This game already has a tournament',
  notRunning: 'The tournament is not running',
  finished: 'The tournament has finished',
  playerNotFound: 'Player not found in this tournament',
  alreadyEliminated: 'This player is already eliminated',
  nothingToUndo: 'There is no elimination to undo',
  nothingToUndoHost: 'There is nothing to undo',
  seatTaken: 'That seat is taken',
  seatInvalid: 'That seat does not exist',
  noPreviousLevel: 'This is the first level',
  /** A clock action that lost to other writes ten times over (docs/tournament.md, "Clock actions"). */
  clockBusy: 'The clock was changed while this was sent. Please try again.',
  exitDisplay: 'Exit Display Mode',
  lateRegistrationNotAllowed: 'This tournament does not take late entries',
  lateRegistrationClosed: (level: number) => `Late registration closed after level ${level}`,
  alreadyInTournament: 'This player is already in the tournament',
  /** A walk-in when the game is at its maximum: the host decides (decision 0037). */
  walkInAtMaximum: (max: number) =>
    `The game is at its maximum of ${max} players. Seat the walk-in anyway to raise it to ${max + 1}.`,
  noFreeSeat: 'There is no free seat for the late entrant',
  chipsWhole: 'Chips must be a whole number, 0 or more',
} as const;

/**
 * Why a new entrant cannot join the running tournament now, or null: late registration is open up to
 * and including its end level (breaks not counted), as long as the tournament runs.
 */
export function lateEntryRefusal(
  config: { allowLateRegistration: boolean; lateRegistrationEndLevel: number | null },
  tournament: { status: TournamentStatus; currentLevel: number },
): string | null {
  if (!config.allowLateRegistration) return tournamentMessages.lateRegistrationNotAllowed;
  if (!isUnderWay(tournament.status)) return tournamentMessages.finished;
  const end = config.lateRegistrationEndLevel;
  if (end !== null && tournament.currentLevel > end) return tournamentMessages.lateRegistrationClosed(end);
  return null;
}

/** Badge text: by clock state while active, otherwise the status uppercased (docs/tournament.md). */
export function tournamentBadge(status: TournamentStatus, clock: ClockState): string {
  if (!isUnderWay(status)) return status.toUpperCase();
  return { running: 'RUNNING', paused: 'PAUSED', break: 'ON BREAK', stopped: 'STOPPED' }[clock];
}

export const blindsSchema = z.object({
  level: z.number().int(),
  small: z.number(),
  big: z.number(),
  ante: z.number(),
  /** The ante is posted by the big blind for the table (docs/tournament.md). */
  bigBlindAnte: z.boolean().default(false),
});

/** Whether the clock is on a break, when the break ends, and why the host paused it. */
const clockPauseShape = {
  isOnBreak: z.boolean(),
  breakEndTime: z.string().nullable(),
  pauseReason: z.string().nullable(),
};

/** A tournament player named in a move or an elimination: their id and display name. */
const playerRefShape = {
  playerId: z.string(),
  playerName: z.string(),
};

/** Clock data (docs/tournament.md): everything a client needs to draw the countdown itself. */
export const clockDataSchema = z.object({
  tournamentId: z.string(),
  status: z.enum(tournamentStatuses),
  clockState: z.enum(clockStates),
  /** Blind-level number (breaks are not counted). */
  currentLevel: z.number().int(),
  /** Milliseconds left in the level (or the break) at `timestamp`; 0 in overtime. */
  timeRemaining: z.number().int().nonnegative(),
  blindLevelEndTime: z.string().nullable(),
  blinds: blindsSchema,
  nextBlinds: blindsSchema.nullable(),
  isLastLevel: z.boolean(),
  /** Milliseconds past the end of the last level (the clock runs on at the last blinds). */
  overtimeMs: z.number().int().nonnegative(),
  playersRemaining: z.number().int(),
  totalPrizePool: z.number(),
  averageChips: z.number().int(),
  /** On a break the host added mid-level: what the level has left when play resumes (ms). */
  levelRemainingMs: z.number().int().nonnegative().nullable().default(null),
  ...clockPauseShape,
  /** The server's time when this was computed (ISO); clients correct their clock offset with it. */
  timestamp: z.string(),
});
export type ClockData = z.infer<typeof clockDataSchema>;

export const seatSchema = z.object({
  seatNumber: z.number().int(),
  playerId: z.string().nullable(),
  playerName: z.string().nullable(),
  isActive: z.boolean(),
  chipCount: z.number().int(),
});
export const tableSchema = z.object({
  tableNumber: z.number().int(),
  maxSeats: z.number().int(),
  isActive: z.boolean(),
  buttonSeat: z.number().int().nullable(),
  seats: z.array(seatSchema),
});

export const tournamentPlayerSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  /** The game participant seated here (null once removed from the game). */
  participantId: z.string().nullable().default(null),
  name: z.string(),
  tableNumber: z.number().int().nullable(),
  seatNumber: z.number().int().nullable(),
  chipCount: z.number().int(),
  status: z.enum(tournamentPlayerStatuses),
  finishPosition: z.number().int().nullable(),
  payout: z.number().nullable(),
  /** The bounty on the player's head, in cents (0 without bounties; docs/tournament.md, "Bounties"). */
  bountyCents: z.number().int().default(0),
});
export type TournamentPlayer = z.infer<typeof tournamentPlayerSchema>;

export const recommendationSchema = z.object({
  id: z.string(),
  type: z.enum(['move', 'break-table']),
  reason: z.string(),
  moves: z.array(
    z.object({
      ...playerRefShape,
      fromTable: z.number().int(),
      fromSeat: z.number().int(),
      toTable: z.number().int(),
      toSeat: z.number().int(),
    }),
  ),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** The tournament (docs/tournament.md), as the page and the sockets carry it. */
export const tournamentSchema = z.object({
  id: z.string(),
  /**
   * Counts the tournament's changes (every action bumps it): a screen keeps the higher one, so an
   * answer overtaken by a newer broadcast does not bring the older state back (docs/tournament.md).
   */
  version: z.number().int().default(0),
  gameId: z.string(),
  name: z.string(),
  status: z.enum(tournamentStatuses),
  clockState: z.enum(clockStates),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  ...clockPauseShape,
  currentBlindLevel: z.number().int(),
  currentBlinds: blindsSchema,
  blindLevelEndTime: z.string().nullable(),
  levels: z.array(blindLevelSchema),
  totalPlayers: z.number().int(),
  playersRemaining: z.number().int(),
  totalPrizePool: z.number(),
  currency: z.string(),
  payouts: z.array(z.object({ position: z.number().int(), percentage: z.number(), amount: z.number() })),
  averageChips: z.number().int(),
  /** The night's figures in cents and chips (docs/tournament.md, "Figures"); the fields above agree. */
  figures: figuresSchema,
  tables: z.array(tableSchema),
  players: z.array(tournamentPlayerSchema),
  eliminations: z.array(
    z.object({
      ...playerRefShape,
      position: z.number().int(),
      eliminatedAt: z.string(),
      eliminatedByName: z.string().nullable(),
    }),
  ),
  recommendations: z.array(recommendationSchema),
  hostId: z.string(),
  canManage: z.boolean(),
  /** The signed-in viewer's own player, if they play. */
  myPlayerId: z.string().nullable(),
  configuration: z.object({
    autoAdvanceBlinds: z.boolean(),
    pauseOnPlayerElimination: z.boolean(),
    allowLateRegistration: z.boolean(),
    lateRegistrationEndLevel: z.number().int().nullable(),
  }),
  maxPlayersPerTable: z.number().int(),
  /** Host only: the secret TV link (no sign-in needed). */
  displayUrl: z.string().nullable(),
  /**
   * Host only: true when the link is built on PUBLIC_URL; otherwise the host's screen shows it on
   * the address its own browser reached the server by (decision 0038).
   */
  displayUrlIsPublic: z.boolean().default(false),
  /** Host only: the short code a TV types at /tv instead of the link (display-code.ts). */
  displayCode: z.string().nullable().default(null),
  /** Host only: what Undo on the clock view would take back ("Pause", "Alice eliminated"). */
  undoLabel: z.string().nullable().default(null),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const tournamentStateResponseSchema = z.object({
  tournament: tournamentSchema,
  clock: clockDataSchema,
});
export type TournamentState = z.infer<typeof tournamentStateResponseSchema>;
/** Tournament action result (docs/tournament.md): action, tournament, message, clock. */
export const tournamentActionResponseSchema = tournamentStateResponseSchema.extend({
  action: z.string(),
  message: z.string(),
});

export const startTournamentRequestSchema = z.object({
  tableConfiguration: z
    .object({ maxPlayersPerTable: z.number().int().min(2).max(10).default(9) })
    .default({ maxPlayersPerTable: 9 }),
  clockSettings: z
    .object({
      autoAdvanceBlinds: z.boolean().default(true),
      pauseOnPlayerElimination: z.boolean().default(false),
    })
    .default({ autoAdvanceBlinds: true, pauseOnPlayerElimination: false }),
});

export const pauseRequestSchema = z.object({
  reason: text().trim().max(200).default('Host paused tournament'),
});
export const eliminateRequestSchema = z.object({
  playerId: z.uuid(),
  eliminatedByPlayerId: z.uuid().optional(),
});
/** Rebuy and add-on from the clock view: the player; the ledger decides the price and chips. */
export const playerActionRequestSchema = z.object({ playerId: z.uuid() });
/**
 * A late entrant: a player of the game not yet in the tournament, or a walk-in guest added to the game
 * and seated in the same transaction. `beyondMaximum` is the host's override when the game is at its
 * maximum of players (docs/decisions/0037-walk-ins-beyond-the-maximum.md).
 */
export const lateEntryRequestSchema = z
  .object({
    participantId: z.uuid({ error: 'Choose a player' }).optional(),
    guest: z
      .object({
        firstName: text().trim().min(1, wizardMessages.guestFirstRequired).max(50),
        lastName: text().trim().min(1, wizardMessages.guestLastRequired).max(50),
      })
      .optional(),
    beyondMaximum: z.boolean().optional(),
  })
  .refine((b) => (b.participantId === undefined) !== (b.guest === undefined), {
    message: 'Choose a player',
    path: ['participantId'],
  });
export type LateEntryRequest = z.infer<typeof lateEntryRequestSchema>;
export const moveRequestSchema = z.object({
  playerId: z.uuid(),
  toTable: z.number().int().min(1),
  toSeat: z.number().int().min(1),
});
export const chipsRequestSchema = z.object({
  chips: z
    .array(
      z.object({
        playerId: z.uuid(),
        chipCount: z
          .number({ error: tournamentMessages.chipsWhole })
          .int(tournamentMessages.chipsWhole)
          .min(0, tournamentMessages.chipsWhole)
          .max(1_000_000_000),
      }),
    )
    .min(1)
    .max(200),
});
export const buttonRequestSchema = z.object({
  tableNumber: z.number().int().min(1),
  seatNumber: z.number().int().min(1),
});
// The id encodes the moves it stands for (a table break moves up to 9 players): room for all of them.
export const applyRecommendationRequestSchema = z.object({ recommendationId: text().max(4000) });

/** Socket payloads: the rest with the events in realtime-events.ts. */
export const tournamentErrorPayloadSchema = z.object({ message: z.string() });
