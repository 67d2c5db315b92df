import { z } from 'zod';
import { type BlindLevel, gameLimits } from '../schemas/games/payload.ts';

/**
 * The blind-structure generator (docs/tournament.md, "Generating a structure"): from a target
 * duration, the player count, the starting stack and the chip set, a structure whose planned length
 * (levels and breaks) is within one level of the target. Blinds open at a big blind of about 1/100 of
 * the starting stack and climb geometrically to about 1/20 of the chips in play in the last level, each
 * small blind a "nice" multiple of the smallest chip in play; a 10-minute break comes about every
 * 90 minutes and colours up the smallest chip once no later blind needs it; big-blind antes start after
 * the first break. The big blind never grows more than 2.5× from one level to the next unless the host
 * allows bigger jumps (`allowBigJumps`); when that keeps the blinds from climbing as far as the plan
 * wants, the result says so in `warnings` (the wizard shows them).
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
  /** Let the big blind grow more than 2.5× in one level when the length needs it (off by default). */
  allowBigJumps?: boolean;
};

export const generatorLimits = {
  targetMinutesMin: 30,
  targetMinutesMax: 720,
  breakMinutes: 10,
  breakEveryMinutes: 90,
  /** The most the big blind grows from one level to the next, unless the host allows more. */
  maxBlindJump: 2.5,
} as const;

/** What the generator tells the host (shown in the wizard's dialog). */
export const generatorMessages = {
  jumpCapped: (reached: number, wanted: number, levels: number, levelMinutes: number) =>
    `Blinds rise at most ${generatorLimits.maxBlindJump}× a level, so the last big blind is ${reached.toLocaleString('en-US')} instead of about ${wanted.toLocaleString('en-US')}: ${levels} levels of ${levelMinutes} min are too few for this field, and the tournament will likely run past its length. Choose shorter levels, or allow bigger jumps.`,
  bigJumps: (jump: number) =>
    `Some levels multiply the big blind by up to ${jump.toLocaleString('en-US', { maximumFractionDigits: 1 })}×, more than ${generatorLimits.maxBlindJump}×.`,
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
  allowBigJumps: z.boolean().default(false),
});

/** A structural break with the colour-up it brings, if any. */
export type GeneratedStructure = {
  levels: BlindLevel[];
  totalMinutes: number;
  levelMinutes: number;
  /** The largest big-blind growth from one level to the next (1 with a single level). */
  largestJump: number;
  /** What could not be met, or what the host should know, in words (docs/tournament.md). */
  warnings: string[];
};

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

/** The largest "nice" multiple of `unit` from `min` to `max`, else the largest multiple of `unit` there. */
function niceAtMost(min: number, max: number, unit: number): number {
  let best = 0;
  for (let exp = 0; exp < 12; exp++) {
    for (const s of niceSteps) {
      const v = s * 10 ** exp;
      if (Number.isInteger(v) && v % unit === 0 && v >= min && v <= max) best = Math.max(best, v);
    }
  }
  return best || Math.floor(max / unit) * unit;
}

/**
 * The small blinds climbing geometrically from `firstSmall` by `ratio`, each a nice multiple of
 * `unit` above the one before; with `maxJump`, none more than `maxJump` times the one before.
 */
function smallBlinds(n: number, firstSmall: number, ratio: number, unit: number, maxJump: number | null) {
  const smalls: number[] = [];
  for (let i = 0; i < n; i++) {
    const prev = smalls[i - 1] ?? 0;
    const wanted = firstSmall * ratio ** i;
    let sb = niceAtLeast(Math.max(wanted, prev + 1), unit);
    // prev is a multiple of unit, so prev + unit <= 2 × prev always fits under a 2.5× cap.
    if (maxJump !== null && prev > 0 && sb > maxJump * prev) sb = niceAtMost(prev + 1, maxJump * prev, unit);
    smalls.push(sb);
  }
  return smalls;
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
  const maxJump = generatorLimits.maxBlindJump;
  const free = smallBlinds(n, firstBig / 2, ratio, smallest, null);
  const smalls = input.allowBigJumps
    ? free
    : smallBlinds(n, firstBig / 2, Math.min(ratio, maxJump), smallest, maxJump);
  const largestJump = smalls.reduce((most, sb, i) => (i ? Math.max(most, sb / smalls[i - 1]!) : most), 1);
  const warnings: string[] = [];
  if (smalls.at(-1)! < free.at(-1)!)
    warnings.push(generatorMessages.jumpCapped(2 * smalls.at(-1)!, 2 * free.at(-1)!, n, L));
  if (largestJump > maxJump) warnings.push(generatorMessages.bigJumps(largestJump));

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
  return { levels, totalMinutes: plannedMinutes(n, L, brk, every), levelMinutes: L, largestJump, warnings };
}

/** When the structure's planned length ends if the tournament starts at `startMs` (no pauses). */
export const expectedEndTime = (startMs: number, levels: readonly { duration: number }[]) =>
  startMs + levels.reduce((n, l) => n + l.duration, 0) * 60_000;
