import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addEntry,
  type BountyFormat,
  type BountyState,
  collectOwnHead,
  knockOut,
  knockoutSettlement,
  splitEntry,
  sumCents,
} from './bounties.ts';

describe('bounties', () => {
  it('pays a plain knockout in full and splits a progressive one, the odd cent staying on the head', () => {
    expect(knockoutSettlement('knockout', 2_001)).toEqual({ paidCents: 2_001, toHeadCents: 0 });
    expect(knockoutSettlement('progressive', 2_001)).toEqual({ paidCents: 1_000, toHeadCents: 1_001 });
    expect(knockoutSettlement('none', 2_001)).toEqual({ paidCents: 0, toHeadCents: 0 });
    expect(splitEntry(4_500, 2_000)).toEqual({ poolCents: 2_500, bountyCents: 2_000 });
  });

  it('conserve money: pool + bounties on heads + paid bounties = entries net of fees', () => {
    const step = fc.oneof(
      fc.record({ t: fc.constant('entry' as const), p: fc.nat(7) }),
      fc.record({ t: fc.constant('ko' as const), p: fc.nat(7), by: fc.nat(7) }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom<BountyFormat>('none', 'knockout', 'progressive'),
        fc.integer({ min: 100, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.array(step, { maxLength: 60 }),
        (format, netCents, bountyPerEntry, steps) => {
          let state: BountyState = { heads: {}, paid: {} };
          let pool = 0;
          let entries = 0;
          const alive = new Set<string>();
          for (const s of steps) {
            const id = `p${s.p}`;
            if (s.t === 'entry') {
              if (alive.has(id)) continue;
              const split = splitEntry(netCents, format === 'none' ? 0 : bountyPerEntry);
              pool += split.poolCents;
              entries += netCents;
              state = addEntry(state, id, split.bountyCents);
              alive.add(id);
            } else {
              const by = `p${s.by}`;
              if (!alive.has(id) || !alive.has(by) || id === by) continue;
              state = knockOut(state, format, id, by).state;
              alive.delete(id);
            }
            expect(pool + sumCents(state.heads) + sumCents(state.paid)).toBe(entries);
          }
          if (alive.size === 1) {
            state = collectOwnHead(state, [...alive][0]!).state;
            // A finished knockout tournament leaves nothing on anyone's head.
            if (format !== 'none') expect(sumCents(state.heads)).toBe(0);
          }
          expect(pool + sumCents(state.heads) + sumCents(state.paid)).toBe(entries);
        },
      ),
    );
  });
});
