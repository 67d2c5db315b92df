import { describe, expect, it } from 'vitest';
import { payoutPresetForPlayers, prizePoolCents } from './payouts.ts';

describe('payouts', () => {
  it('chooses the preset by field size at each boundary', () => {
    expect([2, 4, 5, 6, 7, 9, 10, 50].map((n) => payoutPresetForPlayers(n).length)).toEqual([
      1, 1, 2, 2, 3, 3, 5, 5,
    ]);
    expect(payoutPresetForPlayers(8)).toEqual([50, 30, 20]);
  });

  it('computes the pool net of the house fee', () => {
    expect(prizePoolCents(2000, 200, 10)).toBe(18_000);
    expect(prizePoolCents(500, 900, 3)).toBe(0);
  });
});
