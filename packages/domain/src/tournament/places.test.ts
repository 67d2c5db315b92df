import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finishingPlaces, type PlacedPlayer } from './places.ts';

type Player = PlacedPlayer & { eliminatedAt: Date | null };

/** Applies the places to the players, as the server stores them after each action. */
function place(players: Player[]) {
  const places = finishingPlaces(players);
  for (const p of players) p.finishPosition = places.get(p.id) ?? null;
}

const fresh = (n: number): Player[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    status: 'active',
    eliminatedAt: null,
    finishPosition: null,
  }));

describe('finishing places', () => {
  it('places a player who busted 9th, rebought and busted again once, with a 9th and no two 8ths (issue 28)', () => {
    const players = fresh(10);
    const bust = (i: number, ms: number) => {
      Object.assign(players[i]!, { status: 'eliminated', eliminatedAt: new Date(ms) });
      place(players);
    };
    bust(0, 1); // 10th
    bust(1, 2); // 9th
    expect(players[1]!.finishPosition).toBe(9);
    Object.assign(players[1]!, { status: 'active', eliminatedAt: null }); // rebuy: back in
    place(players);
    bust(2, 3);
    expect(players[2]!.finishPosition).toBe(9);
    bust(1, 4);
    expect(players[1]!.finishPosition).toBe(8);
    const out = players.filter((p) => p.status === 'eliminated').map((p) => p.finishPosition);
    expect(out.sort((a, b) => a! - b!)).toEqual([8, 9, 10]);
  });

  it('moves the busted players down one place when a late entrant joins', () => {
    const players = fresh(4);
    Object.assign(players[0]!, { status: 'eliminated', eliminatedAt: new Date(1) });
    place(players);
    expect(players[0]!.finishPosition).toBe(4);
    players.push({ id: 'late', status: 'active', eliminatedAt: null, finishPosition: null });
    place(players);
    expect(players[0]!.finishPosition).toBe(5);
  });

  it('gives places 1..N each once after any sequence of busts, rebuys, late entries and undos', () => {
    const op = fc.oneof(
      fc.record({ t: fc.constant('bust' as const), p: fc.nat(11), sameMs: fc.boolean() }),
      fc.record({ t: fc.constant('rebuy' as const), p: fc.nat(11) }),
      fc.record({ t: fc.constant('late' as const) }),
      fc.record({ t: fc.constant('undo' as const) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.array(op, { maxLength: 40 }), (n, ops) => {
        const players = fresh(n);
        const undo: (() => void)[] = [];
        let now = 1;
        for (const o of ops) {
          const active = players.filter((p) => p.status === 'active');
          if (o.t === 'bust') {
            if (active.length <= 1) continue;
            const p = active[o.p % active.length]!;
            const before = { ...p };
            now += o.sameMs ? 0 : 1;
            Object.assign(p, { status: 'eliminated', eliminatedAt: new Date(now) });
            undo.push(() => Object.assign(p, before));
          } else if (o.t === 'rebuy') {
            const out = players.filter((p) => p.status === 'eliminated');
            if (!out.length) continue;
            const p = out[o.p % out.length]!;
            const before = { ...p };
            Object.assign(p, { status: 'active', eliminatedAt: null });
            undo.push(() => Object.assign(p, before));
          } else if (o.t === 'late') {
            players.push({
              id: `late${players.length}`,
              status: 'active',
              eliminatedAt: null,
              finishPosition: null,
            });
          } else {
            undo.pop()?.();
          }
          place(players);
          const stillIn = players.filter((p) => p.status === 'active').length;
          const out = players
            .filter((p) => p.status === 'eliminated')
            .map((p) => p.finishPosition!)
            .sort((a, b) => a - b);
          expect(out).toEqual(Array.from({ length: out.length }, (_, i) => stillIn + i + 1));
        }
        // The tournament played to the end: the last players in take the best places.
        const standing = players.filter((p) => p.status === 'active');
        standing.forEach((p, i) => {
          p.finishPosition = i + 1;
        });
        expect(players.map((p) => p.finishPosition).sort((a, b) => a! - b!)).toEqual(
          Array.from({ length: players.length }, (_, i) => i + 1),
        );
      }),
      { numRuns: 300 },
    );
  });
});
