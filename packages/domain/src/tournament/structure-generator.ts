import { z } from 'zod';
import { type BlindLevel, gameLimits } from '../schemas/games/payload.ts';

/**
 * The blind-structure generator (docs/tournament.md, "Generating a structure"): from a target
 * duration, the player count, the starting stack and the chip set, a structure whose planned length
 * (levels and breaks) is within one level of the target. Blinds open at a big blind of about 1/100 of
 * the starting stack and climb geometrically to about 1/20 of the chips in play in the last level, each
 * small blind a "nice" multiple of the smallest chip in play; a 10-minute break comes about every
 * 90 minutes and colours up the smallest chip once no later blind needs it; big-blind antes start after
 * the first break.
 */
export type GeneratorInput = {
  targetMinutes: number;
  players: number;
  startingChips: number;
  /** Chip denominations in play, any order. */
  chipSet: readonly number[];
  /** Minutes per level; by default from the target (15, 20 or 30). */
  levelMinutes?: number;
  antes?: 'none' | 'big-blind';
};

export const generatorLimits = {
  targetMinutesMin: 30,
  targetMinutesMax: 720,
  breakMinutes: 10,
  breakEveryMinutes: 90,
} as const;

export const defaultChipSet = [25, 100, 500, 1000, 5000] as const;

/** The generator's form, checked the same way in the dialog and anywhere else that calls it. */
export const generatorInputSchema = z.object({
  targetMinutes: z
    .number({ error: 'Enter the length in minutes' })
    .int('Enter whole minutes')
    .min(generatorLimits.targetMinutesMin, 'The tournament must last at least 30 minutes')
    .max(generatorLimits.targetMinutesMax, 'The tournament cannot last more than 12 hours'),
  players: z
    .number({ error: 'Enter the number of players' })
    .int('Enter a whole number of players')
    .min(2, 'At least 2 players are needed')
    .max(1000, 'At most 1000 players'),
  startingChips: z
    .number({ error: 'Enter the starting stack' })
    .int()
    .min(gameLimits.startingChipsMin, 'Starting chips must be at least 100')
    .max(10_000_000)
    .multipleOf(100, 'Starting chips must be a multiple of 100'),
  chipSet: z
    .array(z.number().int().min(1).max(1_000_000), { error: 'List the chip values, e.g. 25, 100, 500' })
    .min(1, 'List at least one chip value')
    .max(10, 'At most 10 chip values'),
  levelMinutes: z.number().int().min(5).max(60).optional(),
  antes: z.enum(['none', 'big-blind']).default('big-blind'),
});

/** A structural break with the colour-up it brings, if any. */
export type GeneratedStructure = { levels: BlindLevel[]; totalMinutes: number; levelMinutes: number };

const niceSteps = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8];

/** The smallest "nice" value (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten) at least `min` that is a multiple of `unit`. */
function niceAtLeast(min: number, unit: number): number {
  for (let exp = 0; exp < 12; exp++) {
    for (const s of niceSteps) {
      const v = s * 10 ** exp;
      if (Number.isInteger(v) && v % unit === 0 && v >= min) return v;
    }
  }
  return Math.ceil(min / unit) * unit;
}

export const defaultLevelMinutes = (targetMinutes: number) =>
  targetMinutes <= 150 ? 15 : targetMinutes <= 300 ? 20 : 30;

/** Planned minutes of `n` blind levels with a break after every `every` levels (never at the end). */
const plannedMinutes = (n: number, level: number, brk: number, every: number) =>
  n * level + Math.floor((n - 1) / every) * brk;

export function generateStructure(input: GeneratorInput): GeneratedStructure {
  const chips = [...new Set(input.chipSet)].filter((c) => c > 0).sort((a, b) => a - b);
  const smallest = chips[0] ?? 1;
  const L = input.levelMinutes ?? defaultLevelMinutes(input.targetMinutes);
  const brk = Math.min(generatorLimits.breakMinutes, L);
  const every = Math.max(1, Math.round(generatorLimits.breakEveryMinutes / L));
  // The level count whose planned length is nearest the target: a step adds at most L + brk <= 2L,
  // so the nearest count is within one level of the target.
  let n = 1;
  while (
    n < 60 &&
    Math.abs(plannedMinutes(n + 1, L, brk, every) - input.targetMinutes) <=
      Math.abs(plannedMinutes(n, L, brk, every) - input.targetMinutes)
  )
    n += 1;

  const chipsInPlay = Math.max(1, input.players) * input.startingChips;
  const firstBig = Math.max(2 * smallest, input.startingChips / 100);
  const lastBig = Math.max(firstBig, chipsInPlay / 20);
  const ratio = n > 1 ? (lastBig / firstBig) ** (1 / (n - 1)) : 1;
  const smalls: number[] = [];
  for (let i = 0; i < n; i++) {
    const wanted = (firstBig * ratio ** i) / 2;
    const prev = smalls[i - 1] ?? 0;
    smalls.push(niceAtLeast(Math.max(wanted, prev + 1), smallest));
  }

  const levels: BlindLevel[] = [];
  let denomination = 0;
  smalls.forEach((sb, i) => {
    const afterBreak = i >= every;
    const ante = input.antes !== 'none' && afterBreak ? 2 * sb : 0;
    levels.push({
      level: i + 1,
      smallBlind: sb,
      bigBlind: 2 * sb,
      ante,
      bigBlindAnte: ante > 0,
      duration: L,
      isBreak: false,
      colourUp: null,
    });
    if (i < n - 1 && (i + 1) % every === 0) {
      // Colour up the smallest chip in play when every later blind is a multiple of the next one.
      const next = chips[denomination + 1];
      const canColourUp = next !== undefined && smalls.slice(i + 1).every((s) => s % next === 0);
      if (canColourUp) denomination += 1;
      levels.push({
        level: i + 1,
        smallBlind: sb,
        bigBlind: 2 * sb,
        ante: 0,
        bigBlindAnte: false,
        duration: brk,
        isBreak: true,
        colourUp: canColourUp ? { remove: chips[denomination - 1]!, next: next! } : null,
      });
    }
  });
  return { levels, totalMinutes: plannedMinutes(n, L, brk, every), levelMinutes: L };
}

/** When the structure's planned length ends if the tournament starts at `startMs` (no pauses). */
export const expectedEndTime = (startMs: number, levels: readonly { duration: number }[]) =>
  startMs + levels.reduce((n, l) => n + l.duration, 0) * 60_000;
