import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BalanceTable, dueBigBlindNext, recommendBalancing, worstOpenSeat } from './balancing.ts';
import { drawnField } from './seating-fixture.ts';

const table = (
  tableNumber: number,
  seats: number[],
  buttonSeat: number | null = null,
  maxSeats = 9,
): BalanceTable => ({
  tableNumber,
  maxSeats,
  buttonSeat,
  seats: seats.map((seatNumber) => ({ seatNumber, playerId: `t${tableNumber}s${seatNumber}` })),
});

function apply(tables: BalanceTable[], recommendations: ReturnType<typeof recommendBalancing>) {
  let out = tables.map((t) => ({ ...t, seats: [...t.seats] }));
  for (const r of recommendations) {
    for (const m of r.moves) {
      const target = out.find((t) => t.tableNumber === m.toTable)!;
      expect(target.seats.some((s) => s.seatNumber === m.toSeat)).toBe(false);
      out = out.map((t) =>
        t.tableNumber === m.fromTable
          ? { ...t, seats: t.seats.filter((s) => s.playerId !== m.playerId) }
          : t.tableNumber === m.toTable
            ? { ...t, seats: [...t.seats, { seatNumber: m.toSeat, playerId: m.playerId }] }
            : t,
      );
    }
    if (r.type === 'break-table') out = out.filter((t) => t.tableNumber !== r.tableNumber);
  }
  return out;
}

describe('table balancing', () => {
  it('moves the player due the big blind next to the worst open seat at the shortest table', () => {
    // Button on seat 1 at table 1: SB 2, BB 3, next big blind is seat 4.
    const full = table(1, [1, 2, 3, 4, 5, 6, 7, 8, 9], 1);
    expect(dueBigBlindNext(full).seatNumber).toBe(4);
    // Table 2: button 2, SB 4, BB 5; the open seat posting the big blind soonest is 6.
    const short = table(2, [2, 4, 5, 8], 2);
    expect(worstOpenSeat(short)).toBe(6);
    const [rec] = recommendBalancing([full, { ...short, seats: short.seats.slice(0, 3) }]);
    expect(rec).toEqual({
      type: 'move',
      moves: [{ playerId: 't1s4', fromTable: 1, fromSeat: 4, toTable: 2, toSeat: 6 }],
    });
  });

  it('breaks the highest-numbered table when the field fits in one fewer table', () => {
    const recs = recommendBalancing([table(1, [1, 2, 3, 4, 5, 6]), table(2, [1, 2]), table(3, [1, 2, 3])]);
    expect(recs[0]).toMatchObject({ type: 'break-table', tableNumber: 3 });
    expect(recs[0]!.moves).toHaveLength(3);
    expect(recs[0]!.moves.every((m) => m.toTable !== 3)).toBe(true);
  });

  it('recommends nothing for balanced tables', () => {
    expect(recommendBalancing([table(1, [1, 2, 3, 4, 5, 6]), table(2, [1, 2, 3, 4, 5])])).toEqual([]);
    expect(recommendBalancing([table(1, [1, 2])])).toEqual([]);
  });

  it('always ends balanced, with no player lost or duplicated (table sizes 2..10, players 2..90)', () => {
    fc.assert(
      fc.property(
        drawnField(90),
        fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 60 }),
        ({ maxSeats, seed, assignments, tableCount }, eliminations) => {
          let tables: BalanceTable[] = Array.from({ length: tableCount }, (_, i) => ({
            tableNumber: i + 1,
            maxSeats,
            buttonSeat: (seed % maxSeats) + 1,
            seats: assignments
              .filter((a) => a.tableNumber === i + 1)
              .map((a) => ({ seatNumber: a.seatNumber, playerId: a.playerId })),
          }));
          // Knock players out at random, then balance.
          for (const e of eliminations) {
            const everyone = tables.flatMap((t) => t.seats.map((s) => s.playerId));
            if (everyone.length <= 2) break;
            const out = everyone[e % everyone.length];
            tables = tables.map((t) => ({ ...t, seats: t.seats.filter((s) => s.playerId !== out) }));
          }
          const before = tables.flatMap((t) => t.seats.map((s) => s.playerId)).sort();
          // A table whose players are all gone simply closes.
          const after = apply(tables, recommendBalancing(tables)).filter((t) => t.seats.length > 0);
          const ids2 = after.flatMap((t) => t.seats.map((s) => s.playerId)).sort();
          expect(ids2).toEqual(before);
          const sizes = after.map((t) => t.seats.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect(after.every((t) => new Set(t.seats.map((s) => s.seatNumber)).size === t.seats.length)).toBe(
            true,
          );
          const total = ids2.length;
          const canBreak = after.length > 1 && total <= (after.length - 1) * maxSeats;
          expect(canBreak).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
