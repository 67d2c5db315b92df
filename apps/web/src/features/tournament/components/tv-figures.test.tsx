import type { ClockData, Tournament } from '@pokerhome/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TvFigures } from './tv-figures.tsx';

const figures = {
  entrants: 3,
  playersLeft: 2,
  rebuys: 0,
  addOns: 0,
  reEntries: 0,
  chipsInPlay: 6000,
  averageStack: 3000,
  chipLeader: null,
  typedChipsTotal: null,
  typedChipsDifference: null,
  prizePoolCents: 7500,
  bountiesOnHeadsCents: 5000,
  bountiesPaidCents: 1000,
  projected: false,
  payouts: [],
};
const tournament = {
  currency: 'USD',
  levels: [
    { level: 1, smallBlind: 5, bigBlind: 10, ante: 0, duration: 20, isBreak: false, bigBlindAnte: false },
  ],
  figures,
  players: [
    { id: 'a', name: 'Ann', status: 'active', bountyCents: 3000 },
    { id: 'b', name: 'Bob', status: 'active', bountyCents: 2000 },
    { id: 'c', name: 'Cy', status: 'eliminated', bountyCents: 0 },
  ],
} as unknown as Tournament;

/** The figures of `shown` at level 1, not on a break. */
const renderFigures = (shown: Tournament) =>
  render(
    <TvFigures
      tournament={shown}
      clock={{ currentLevel: 1, isOnBreak: false } as ClockData}
      remainingMs={0}
    />,
  );

describe('the TV figures', () => {
  it('show the bounties on heads and the biggest head in a bounty tournament', () => {
    renderFigures(tournament);
    expect(screen.getByTestId('tv-bounties').textContent).toBe('$50.00 · top Ann $30.00');
  });

  it('say nothing of bounties without them', () => {
    const plain = { ...tournament, figures: { ...figures, bountiesOnHeadsCents: 0, bountiesPaidCents: 0 } };
    renderFigures(plain);
    expect(screen.queryByTestId('tv-bounties')).toBeNull();
  });
});
