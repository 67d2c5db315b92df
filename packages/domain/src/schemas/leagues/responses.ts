import { z } from 'zod';
import { currencies } from '../../constants.ts';
import { gameRefShape } from '../games/game-ref.ts';
import { gameStatuses } from '../games/payload.ts';
import { tournamentStatuses } from '../tournaments/tournaments.ts';
import { cents, count } from '../whole-numbers.ts';
import { finalStacksRuleSchema, seasonScoringSchema, tieBreakIds } from './scoring.ts';

/** A player in a season's standings: their key there (`playerKey`) and display name. */
const standingsPlayerShape = { playerKey: z.string(), name: z.string() };
/** The season a figure belongs to, by id and name. */
const seasonRefShape = { seasonId: z.string(), seasonName: z.string() };

export const leagueOrganizerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  isOwner: z.boolean(),
});

export const leagueSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  memberCount: count,
  seasonCount: count,
  /** The viewer owns or co-organizes it. */
  canManage: z.boolean(),
  createdAt: z.string(),
});
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;

export const seasonSummarySchema = z.object({
  id: z.string(),
  leagueId: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  currency: z.enum(currencies),
  formula: seasonScoringSchema.shape.formula,
  /** Attached games, and how many of them are completed tournaments (events that score). */
  gameCount: count,
  eventCount: count,
});
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;

export const leagueSchema = leagueSummarySchema.extend({
  organizers: z.array(leagueOrganizerSchema),
  seasons: z.array(seasonSummarySchema),
});
export type League = z.infer<typeof leagueSchema>;

/**
 * A member: a registered user, or a guest known by name (and e-mail, shown to the league's
 * organizers only). `playerKey` is the member's key in standings.
 */
export const leagueMemberSchema = z.object({
  id: z.string(),
  playerKey: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  isGuest: z.boolean(),
  /** Guests only, and only to the league's organizers; never a registered user's address. */
  email: z.string().nullable(),
  joinedAt: z.string(),
});
export type LeagueMember = z.infer<typeof leagueMemberSchema>;

export const seasonGameSchema = z.object({
  gameId: z.string(),
  name: z.string(),
  scheduledDate: z.string(),
  status: z.enum(gameStatuses),
  tournamentStatus: z.enum(tournamentStatuses).nullable(),
  /** Completed tournaments score; the others wait. */
  counts: z.boolean(),
  attachedAt: z.string(),
});
export type SeasonGame = z.infer<typeof seasonGameSchema>;

export const seasonSchema = seasonSummarySchema.extend({
  leagueName: z.string(),
  scoring: seasonScoringSchema,
  finalStacks: finalStacksRuleSchema,
  games: z.array(seasonGameSchema),
  canManage: z.boolean(),
  /** Organizers only: the live public standings link, or null when none. */
  publicUrl: z.string().nullable(),
  lastRecomputedAt: z.string().nullable(),
});
export type Season = z.infer<typeof seasonSchema>;

/** One line of a season table. Points are rounded to 2 decimals per event, then added. */
export const standingRowSchema = z.object({
  /** Null for a player below the minimum number of events (listed after the ranked ones). */
  rank: count.nullable(),
  /** Rank before the latest event; null when they were not ranked then. */
  previousRank: count.nullable(),
  /** previousRank − rank: positive moved up; null when new or unranked. */
  movement: count.nullable(),
  ...standingsPlayerShape,
  isMember: z.boolean(),
  qualified: z.boolean(),
  events: count,
  /** Events whose points count (best N). */
  countedEvents: count,
  points: z.number(),
  /** Points over every event (equals `points` without best-N). */
  pointsAllEvents: z.number(),
  wins: count,
  bestFinish: count.nullable(),
  finalTables: count,
  itm: count,
  knockouts: count,
  /** Ledger: payouts and bounties minus money put in; null on the public link. */
  netCents: cents.nullable(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

const awardSchema = z.object({ ...standingsPlayerShape, value: z.number(), label: z.string() }).nullable();
export const seasonAwardsSchema = z.object({
  /** First in the table: shown as the leader until the season is over, then as its champion. */
  champion: awardSchema,
  mostKnockouts: awardSchema,
  /** Most places gained from the first half of the season's events to the table now. */
  mostImproved: awardSchema,
});
export type SeasonAwards = z.infer<typeof seasonAwardsSchema>;

export const standingsSchema = z.object({
  ...seasonRefShape,
  leagueName: z.string(),
  currency: z.enum(currencies),
  scoring: seasonScoringSchema,
  tieBreaks: z.array(z.enum(tieBreakIds)),
  eventCount: count,
  lastEvent: z.object({ gameId: z.string(), name: z.string(), date: z.string() }).nullable(),
  /** When the table last changed from its results (recomputed on read). */
  lastRecomputedAt: z.string().nullable(),
  rows: z.array(standingRowSchema),
  awards: seasonAwardsSchema,
  /** Past its end date: only then is the first in the table called Champion (issue 28). */
  seasonOver: z.boolean(),
});
export type Standings = z.infer<typeof standingsSchema>;
export const standingsResponseSchema = z.object({ standings: standingsSchema });

export const sandboxChangeSchema = z.object({
  ...standingsPlayerShape,
  currentRank: count.nullable(),
  proposedRank: count.nullable(),
  /** currentRank − proposedRank: positive moves up under the proposal; null when either is unranked. */
  change: count.nullable(),
  currentPoints: z.number(),
  proposedPoints: z.number(),
});
export const sandboxResponseSchema = z.object({
  current: standingsSchema,
  proposed: standingsSchema,
  changes: z.array(sandboxChangeSchema),
});
export type SandboxResponse = z.infer<typeof sandboxResponseSchema>;

export const playerEventSchema = z.object({
  ...gameRefShape,
  date: z.string(),
  finish: count,
  entrants: count,
  points: z.number(),
  /** Counted in the season total (best N). */
  counted: z.boolean(),
  knockouts: count,
  rebuys: count,
  spentCents: cents,
  wonCents: cents,
  netCents: cents,
});
export const headToHeadSchema = z.object({
  opponentKey: z.string(),
  opponentName: z.string(),
  meetings: count,
  /** Events where this player finished ahead / behind the opponent. */
  ahead: count,
  behind: count,
  knockedOut: count,
  knockedOutBy: count,
});
export const seasonPlayerSchema = z.object({
  ...seasonRefShape,
  currency: z.enum(currencies),
  ...standingsPlayerShape,
  standing: standingRowSchema,
  /** Chronological (oldest first), for the finishes-over-time chart. */
  events: z.array(playerEventSchema),
  /** (won − spent) / spent × 100, 1 decimal; null before any spend. */
  roiPercent: z.number().nullable(),
  /** In-the-money events / events × 100, 1 decimal; null before any event. */
  itmPercent: z.number().nullable(),
  headToHead: z.array(headToHeadSchema),
});
export type SeasonPlayer = z.infer<typeof seasonPlayerSchema>;

export const finalStacksSchema = z.object({
  rule: finalStacksRuleSchema,
  /** The rule in words, as shown beside the table. */
  ruleText: z.string(),
  players: z.array(z.object({ rank: count, ...standingsPlayerShape, points: z.number(), chips: count })),
});
export type FinalStacks = z.infer<typeof finalStacksSchema>;

export const publicLinkSchema = z.object({ url: z.string() });

/** The signed-out view: the table without money. */
export const publicStandingsSchema = standingsSchema;

export const leagueDashboardSchema = z.object({
  /** The next scheduled game attached to a season of a league the viewer belongs to or runs. */
  nextLeagueNight: z
    .object({
      ...gameRefShape,
      scheduledDate: z.string(),
      ...seasonRefShape,
      leagueId: z.string(),
      leagueName: z.string(),
    })
    .nullable(),
  /** The viewer's place in each current season they played in. */
  myRanks: z.array(
    z.object({
      ...seasonRefShape,
      leagueName: z.string(),
      rank: count.nullable(),
      players: count,
      points: z.number(),
      movement: count.nullable(),
    }),
  ),
});
export type LeagueDashboard = z.infer<typeof leagueDashboardSchema>;

/** Response bodies (inside the `{success, data}` envelope), one per endpoint shape. */
export const leaguesResponseSchema = z.object({ leagues: z.array(leagueSummarySchema) });
export const leagueResponseSchema = z.object({ league: leagueSchema });
export const membersResponseSchema = z.object({ members: z.array(leagueMemberSchema) });
export const memberResponseSchema = z.object({ member: leagueMemberSchema });
export const seasonsResponseSchema = z.object({ seasons: z.array(seasonSummarySchema) });
export const seasonResponseSchema = z.object({ season: seasonSchema });
export const seasonPlayerResponseSchema = z.object({ player: seasonPlayerSchema });
export const finalStacksResponseSchema = z.object({ finalStacks: finalStacksSchema });
export const publicLinkResponseSchema = z.object({ link: publicLinkSchema });
export const deletedResponseSchema = z.object({ deleted: z.literal(true) });
export const leagueDashboardResponseSchema = z.object({ dashboard: leagueDashboardSchema });
