import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chipRace, chipsInPlayAfterColourUps } from './chip-race.ts';

const stacks = fc
  .array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 30 })
  .map((units) => units.map((u, i) => ({ playerId: `p${i}`, chips: u * 25 })));

describe('colour-up with a chip race', () => {
  it('races the odd 25s for 100s: one chip at most each, rounding to the nearest chip', () => {
    const r = chipRace({
      stacks: [
        { playerId: 'a', chips: 1_075 },
        { playerId: 'b', chips: 550 },
        { playerId: 'c', chips: 2_000 },
        { playerId: 'd', chips: 25 },
      ],
      next: 100,
      raceOrder: ['b', 'a', 'd'],
    });
    // Odd chips: 75 + 50 + 0 + 25 = 150, one and a half 100s: two chips to race, won by b then a.
    expect(r.oddChips).toBe(150);
    expect(r.chipsAwarded).toBe(2);
    expect(r.stacks.map((s) => s.after)).toEqual([1_100, 600, 2_000, 100]);
    // d lost the race with their last chip and stays in with one 100: +25 +50 +75 in all.
    expect(r.stacks[3]).toMatchObject({ wonRace: false, keptInPlay: true });
    expect(r.rounding).toBe(150);
  });

  it('changes chips in play only by the race’s rounding, which it reports', () => {
    fc.assert(
      fc.property(stacks, fc.constantFrom(100, 500), (s, next) => {
        const r = chipRace({ stacks: s, next });
        const before = s.reduce((n, x) => n + x.chips, 0);
        const after = r.stacks.reduce((n, x) => n + x.after, 0);
        expect(after - before).toBe(r.rounding);
        expect(chipsInPlayAfterColourUps(before, [r])).toBe(after);
        // Every stack is whole chips of the next denomination, each player moved by less than one
        // chip either way (or one chip given to stay in), and nobody with chips is raced out.
        for (const x of r.stacks) {
          expect(x.after % next).toBe(0);
          expect(Math.abs(x.after - x.before)).toBeLessThanOrEqual(next);
          if (x.before > 0) expect(x.after).toBeGreaterThan(0);
        }
        // The race hands out the odd chips' value to the nearest chip, at most one per player.
        expect(r.chipsAwarded).toBeLessThanOrEqual(r.stacks.filter((x) => x.before % next > 0).length);
        expect(r.stacks.filter((x) => x.wonRace)).toHaveLength(r.chipsAwarded);
      }),
    );
  });
});
