import { describe, expect, it } from 'vitest';
import {
  estimatedDurationMinutes,
  estimatedPrizePool,
  nextBlindLevel,
  structureFromPreset,
  totalBuyInCost,
  tournamentPresets,
} from './presets.ts';

describe('presets', () => {
  it('match the spec: chips, players, level count and length', () => {
    expect(
      Object.values(tournamentPresets).map((p) => [
        p.startingChips,
        p.players,
        p.levels.length,
        p.levels[0]!.duration,
      ]),
    ).toEqual([
      [1500, 8, 9, 20],
      [2000, 10, 8, 30],
      [5000, 12, 10, 30],
    ]);
    expect(tournamentPresets.standard.levels.every((l) => l.bigBlind === l.smallBlind * 2)).toBe(true);
  });

  it('picks payouts by the number of players', () => {
    expect(structureFromPreset('standard', 10).prizePoolBreakdown.payouts.map((p) => p.percentage)).toEqual([
      40, 25, 15, 10, 10,
    ]);
    expect(structureFromPreset('standard', 6).prizePoolBreakdown.payouts.map((p) => p.percentage)).toEqual([
      70, 30,
    ]);
  });

  it('adds a level at small = previous big, big doubled, 30 minutes', () => {
    const levels = tournamentPresets.quick.levels;
    expect(nextBlindLevel(levels)).toEqual({
      level: 10,
      smallBlind: 600,
      bigBlind: 1200,
      ante: 0,
      duration: 30,
      isBreak: false,
      bigBlindAnte: false,
      colourUp: null,
    });
    expect(nextBlindLevel([])).toMatchObject({ level: 1, smallBlind: 10, bigBlind: 20 });
  });

  it('computes duration, total cost and prize pool as the spec defines them', () => {
    expect(estimatedDurationMinutes(tournamentPresets.standard.levels)).toBe(240);
    expect(totalBuyInCost({ amount: 20, houseFee: 2, serviceFee: 0.5, processingFee: 0.25 })).toBe(22.75);
    expect(estimatedPrizePool({ amount: 20, houseFee: 2 }, 8)).toBe(144);
  });
});
