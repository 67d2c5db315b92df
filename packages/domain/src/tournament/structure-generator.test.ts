import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blindLevelSchema } from '../schemas/games/payload.ts';
import {
  defaultChipSet,
  expectedEndTime,
  generateStructure,
  generatorLimits,
} from './structure-generator.ts';

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
        fc.integer({ min: generatorLimits.targetMinutesMin, max: generatorLimits.targetMinutesMax }),
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 10, max: 500 }).map((h) => h * 100),
        fc.constantFrom([25, 100, 500, 1000, 5000], [5, 25, 100, 500], [1, 5, 25, 100], [100, 500, 1000]),
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
});
