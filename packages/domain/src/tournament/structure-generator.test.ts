import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blindLevelSchema } from '../schemas/games/payload.ts';
import {
  defaultChipSet,
  expectedEndTime,
  generateStructure,
  generatorInputSchema,
  generatorLimits,
  generatorMessages,
} from './structure-generator.ts';

const bigBlinds = (s: { levels: { isBreak: boolean; bigBlind: number }[] }) =>
  s.levels.filter((l) => !l.isBreak).map((l) => l.bigBlind);
/** Any target length the generator takes, in minutes. */
const anyTarget = fc.integer({
  min: generatorLimits.targetMinutesMin,
  max: generatorLimits.targetMinutesMax,
});
/** The chip sets a home game has, smallest first. */
const anyChipSet = fc.constantFrom(
  [25, 100, 500, 1000, 5000],
  [5, 25, 100, 500],
  [1, 5, 25, 100],
  [100, 500, 1000],
);
const jumps = (bbs: number[]) => bbs.slice(1).map((bb, i) => bb / bbs[i]!);

describe('structure generator', () => {
  it('builds a 4-hour, 10-player structure with breaks, a colour-up and big-blind antes', () => {
    const s = generateStructure({
      targetMinutes: 240,
      players: 10,
      startingChips: 10_000,
      chipSet: [...defaultChipSet],
    });
    const blinds = s.levels.filter((l) => !l.isBreak);
    const breaks = s.levels.filter((l) => l.isBreak);
    expect(s.levelMinutes).toBe(20);
    expect(blinds[0]).toMatchObject({ smallBlind: 50, bigBlind: 100, ante: 0 });
    expect(breaks.length).toBeGreaterThanOrEqual(2);
    expect(breaks.some((b) => b.colourUp?.remove === 25 && b.colourUp.next === 100)).toBe(true);
    expect(blinds.at(-1)!).toMatchObject({ bigBlindAnte: true });
    expect(blinds.at(-1)!.ante).toBe(blinds.at(-1)!.bigBlind);
    expect(expectedEndTime(Date.UTC(2026, 0, 1, 19), s.levels)).toBe(
      Date.UTC(2026, 0, 1, 19) + s.totalMinutes * 60_000,
    );
  });

  it('hits its target duration within one level, with valid, rising blinds the chips can make', () => {
    fc.assert(
      fc.property(
        anyTarget,
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 10, max: 500 }).map((h) => h * 100),
        anyChipSet,
        (targetMinutes, players, startingChips, chipSet) => {
          const s = generateStructure({ targetMinutes, players, startingChips, chipSet });
          const total = s.levels.reduce((n, l) => n + l.duration, 0);
          expect(total).toBe(s.totalMinutes);
          expect(Math.abs(total - targetMinutes)).toBeLessThanOrEqual(s.levelMinutes);
          const blinds = s.levels.filter((l) => !l.isBreak);
          let smallest = Math.min(...chipSet);
          for (const [i, l] of s.levels.entries()) {
            expect(blindLevelSchema.safeParse(l).success).toBe(true);
            if (l.colourUp) smallest = l.colourUp.next;
            if (!l.isBreak) expect(l.smallBlind % smallest).toBe(0);
            if (i === s.levels.length - 1) expect(l.isBreak).toBe(false);
          }
          for (let i = 1; i < blinds.length; i++)
            expect(blinds[i]!.bigBlind).toBeGreaterThan(blinds[i - 1]!.bigBlind);
        },
      ),
    );
  }, 30_000);

  it('never multiplies the big blind by more than 2.5 in a level, and says when that falls short (issue 26, finding 7)', () => {
    // 2 hours, 100 players, 40-minute levels: before, 200 → 5,000 → 120,000 without a word.
    const request = {
      targetMinutes: 120,
      players: 100,
      startingChips: 20_000,
      chipSet: [...defaultChipSet],
      levelMinutes: 40,
    };
    const capped = generateStructure(request);
    expect(bigBlinds(capped)).toEqual([200, 500, 1200]);
    expect(capped.largestJump).toBe(2.5);
    expect(capped.warnings).toEqual([generatorMessages.jumpCapped(1200, 120_000, 3, 40)]);
    expect(capped.warnings[0]).toMatch(
      /^Blinds rise at most 2\.5× a level, so the last big blind is 1,200 instead of about 120,000/,
    );

    // Only when the host asks for it, and then it is said.
    const asked = generateStructure({ ...request, allowBigJumps: true });
    expect(bigBlinds(asked)).toEqual([200, 5000, 120_000]);
    expect(asked.warnings).toEqual([generatorMessages.bigJumps(25)]);
    expect(generatorInputSchema.parse(request).allowBigJumps).toBe(false);
  });

  it('keeps every jump within 2.5x for any request, warning exactly when the blinds end lower', () => {
    fc.assert(
      fc.property(
        anyTarget,
        fc.integer({ min: 2, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }).map((h) => h * 100),
        anyChipSet,
        fc.constantFrom(undefined, 10, 15, 20, 25, 30, 40, 60),
        (targetMinutes, players, startingChips, chipSet, levelMinutes) => {
          const request = { targetMinutes, players, startingChips, chipSet, levelMinutes };
          const s = generateStructure(request);
          expect(Math.max(1, ...jumps(bigBlinds(s)))).toBeLessThanOrEqual(2.5);
          const free = bigBlinds(generateStructure({ ...request, allowBigJumps: true }));
          expect(s.warnings.length > 0).toBe(bigBlinds(s).at(-1)! < free.at(-1)!);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});
