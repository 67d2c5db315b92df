import type { BlindLevel } from '../schemas/games/payload.ts';
import { payoutPresetForPlayers } from './payouts.ts';

/**
 * A playing level numbered `n` at a small blind, the big blind twice it, no ante and no colour-up
 * unless `extra` says otherwise: how the presets, the seeds and the tests write a level.
 */
export const blindLevel = (
  n: number,
  smallBlind: number,
  duration: number,
  extra: Partial<BlindLevel> = {},
): BlindLevel => ({
  level: n,
  smallBlind,
  bigBlind: smallBlind * 2,
  ante: 0,
  duration,
  isBreak: false,
  bigBlindAnte: false,
  colourUp: null,
  ...extra,
});
const level = blindLevel;

/**
 * The built-in tournament presets (docs/tournament.md): chips, planned minutes, players, level count and
 * length are the spec's. The blind progressions are ours: they open at a big blind of about 1/100 of
 * the starting stack and climb by roughly 1.5x, the usual home-game pace. `estimatedMinutes` is the
 * spec's planned length; Super's ten 30-minute levels make 300, the rest is its breaks and overtime.
 */
export const tournamentPresets = {
  quick: {
    name: 'Quick',
    startingChips: 1500,
    estimatedMinutes: 180,
    players: 8,
    levels: [10, 15, 25, 50, 75, 100, 150, 200, 300].map((s, i) => level(i + 1, s, 20)),
  },
  standard: {
    name: 'Standard',
    startingChips: 2000,
    estimatedMinutes: 240,
    players: 10,
    levels: [10, 15, 25, 50, 75, 100, 150, 200].map((s, i) => level(i + 1, s, 30)),
  },
  super: {
    name: 'Super',
    startingChips: 5000,
    estimatedMinutes: 360,
    players: 12,
    levels: [25, 50, 75, 100, 150, 200, 300, 400, 500, 700].map((s, i) => level(i + 1, s, 30)),
  },
} as const;
export type TournamentPresetKey = keyof typeof tournamentPresets;

/** A preset's structure with payouts chosen by the number of players (docs/tournament.md). */
export function structureFromPreset(key: TournamentPresetKey, players: number) {
  const preset = tournamentPresets[key];
  return {
    startingChips: preset.startingChips,
    levelDuration: preset.levels[0]!.duration,
    levels: preset.levels.map((l) => ({ ...l })),
    prizePoolBreakdown: {
      payouts: payoutPresetForPlayers(players).map((percentage, i) => ({ position: i + 1, percentage })),
    },
  };
}

/** New level (docs/tournament.md): small blind = previous big, big doubles, 30 minutes. */
export function nextBlindLevel(levels: readonly BlindLevel[]): BlindLevel {
  const last = [...levels].reverse().find((l) => !l.isBreak);
  if (!last) return level(1, 10, 30);
  return {
    level: Math.max(...levels.map((l) => l.level)) + 1,
    smallBlind: last.bigBlind,
    bigBlind: last.bigBlind * 2,
    ante: last.bigBlindAnte ? last.bigBlind * 2 : 0,
    duration: 30,
    isBreak: false,
    bigBlindAnte: last.bigBlindAnte,
    colourUp: null,
  };
}

/** Estimated duration: the sum of level durations, in minutes. */
export const estimatedDurationMinutes = (levels: readonly { duration: number }[]) =>
  levels.reduce((n, l) => n + l.duration, 0);

/** Total cost to a player: buy-in plus house, service and processing fees (docs/tournament.md). */
export const totalBuyInCost = (b: {
  amount: number;
  houseFee?: number;
  serviceFee?: number;
  processingFee?: number;
}) => Math.round((b.amount + (b.houseFee ?? 0) + (b.serviceFee ?? 0) + (b.processingFee ?? 0)) * 100) / 100;

/** Wizard prize pool (docs/tournament.md): (buy-in − house fee) × max players. */
export const estimatedPrizePool = (b: { amount: number; houseFee?: number }, players: number) =>
  Math.round(Math.max(0, b.amount - (b.houseFee ?? 0)) * players * 100) / 100;

/** Quick buy-in amounts offered by the wizard. */
export const quickBuyInAmounts = [5, 10, 20, 25, 50, 100, 200] as const;

/** The 10 common house rules the rules editor offers; duplicates of them are blocked. */
export const commonRules = [
  'No phones at the table during a hand',
  'English only at the table',
  'One player to a hand',
  'Cards speak: show both cards to win a showdown',
  'Verbal declarations are binding',
  'Chips must stay visible on the table',
  'No string bets',
  'Dealer button moves clockwise after every hand',
  'Late players receive a full starting stack until the end of level 3',
  'Re-buys only during the first three levels',
] as const;
