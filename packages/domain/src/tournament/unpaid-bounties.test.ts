import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unpaidBountyChoices, unpaidBountyPayments } from './unpaid-bounties.ts';

const night = {
  unpaidCents: 11_000,
  heads: [
    { playerKey: 'dan', cents: 5_000 },
    { playerKey: 'eve', cents: 6_000 },
  ],
  winnerKey: 'ann',
  paidKeys: ['ann', 'bob', 'cat'],
};

describe('unpaid bounties at the end of a tournament', () => {
  it('pays the winner, splits among the paid places, or refunds each head', () => {
    expect(unpaidBountyPayments(night, 'winner')).toEqual([
      { playerKey: 'ann', amountCents: 11_000, refund: false },
    ]);
    const split = unpaidBountyPayments(night, 'split');
    expect(split.map((l) => l.playerKey)).toEqual(['ann', 'bob', 'cat']);
    for (const l of split) expect(Math.abs(l.amountCents - 11_000 / 3)).toBeLessThan(2);
    expect(unpaidBountyPayments(night, 'refund')).toEqual([
      { playerKey: 'dan', amountCents: 5_000, refund: true },
      { playerKey: 'eve', amountCents: 6_000, refund: true },
    ]);
    // Money on no head (a bounty entry reversed by hand) goes to the winner.
    expect(unpaidBountyPayments({ ...night, unpaidCents: 12_000 }, 'refund').at(-1)).toEqual({
      playerKey: 'ann',
      amountCents: 1_000,
      refund: false,
    });
    expect(unpaidBountyPayments({ ...night, unpaidCents: 0 }, 'split')).toEqual([]);
  });

  it('records exactly what was unpaid, whatever the choice, heads and paid places', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom(...unpaidBountyChoices),
        (unpaidCents, heads, paid, choice) => {
          const lines = unpaidBountyPayments(
            {
              unpaidCents,
              heads: heads.map((cents, i) => ({ playerKey: `h${i}`, cents })),
              winnerKey: 'p0',
              paidKeys: Array.from({ length: paid }, (_, i) => `p${i}`),
            },
            choice,
          );
          expect(lines.reduce((n, l) => n + l.amountCents, 0)).toBe(unpaidCents);
          for (const l of lines) expect(l.amountCents).toBeGreaterThan(0);
        },
      ),
    );
  });
});
