import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatDraw, seededRng } from './seat-draw.ts';
import { drawnField, playerIds } from './seating-fixture.ts';

describe('seat draw', () => {
  it('seats everyone once, on as few tables as needed, sizes within one', () => {
    fc.assert(
      fc.property(drawnField(200), ({ ids, maxSeats: max, assignments, tableCount }) => {
        const n = ids.length;
        expect(tableCount).toBe(Math.ceil(n / max));
        expect(assignments.map((a) => a.playerId).sort()).toEqual([...ids].sort());
        const sizes = Array.from(
          { length: tableCount },
          (_, t) => assignments.filter((a) => a.tableNumber === t + 1).length,
        );
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        const seats = assignments.map((a) => `${a.tableNumber}.${a.seatNumber}`);
        expect(new Set(seats).size).toBe(n);
        expect(assignments.every((a) => a.seatNumber >= 1 && a.seatNumber <= max)).toBe(true);
      }),
    );
  });

  it('is uniform: each player lands on each table about equally often', () => {
    const ids = playerIds(18);
    const rng = seededRng(42);
    const draws = 6000;
    let atTableOne = 0;
    const seatCounts = new Array(10).fill(0);
    for (let i = 0; i < draws; i++) {
      const { assignments } = seatDraw(ids, { maxPlayersPerTable: 9, rng });
      const p0 = assignments.find((a) => a.playerId === 'p0')!;
      if (p0.tableNumber === 1) atTableOne += 1;
      seatCounts[p0.seatNumber] += 1;
    }
    // Expected 1/2 for two tables; 4 standard deviations is about ±0.026.
    expect(Math.abs(atTableOne / draws - 0.5)).toBeLessThan(0.026);
    // Seats 1..9 each expected 1/9 (two full tables of 9).
    for (let s = 1; s <= 9; s++) expect(Math.abs(seatCounts[s] / draws - 1 / 9)).toBeLessThan(0.017);
  });

  it('is reproducible with the same seed', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    expect(seatDraw(ids, { maxPlayersPerTable: 9, rng: seededRng(7) })).toEqual(
      seatDraw(ids, { maxPlayersPerTable: 9, rng: seededRng(7) }),
    );
  });
});
