import { blindLevel, type ClockData, type Tournament } from '@pokerhome/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UpcomingLevels } from './upcoming-levels.tsx';

const level = (smallBlind: number, duration: number, extra = {}) =>
  blindLevel(1, smallBlind, duration, extra);
const tournament = {
  levels: [
    level(25, 20),
    level(50, 20),
    level(75, 15, { isBreak: true, colourUp: { remove: 25, next: 100 } }),
    level(100, 15, { ante: 200, bigBlindAnte: true }),
    level(200, 15),
  ],
} as unknown as Tournament;
const clock = (currentLevel: number, extra = {}) =>
  ({ currentLevel, isOnBreak: false, clockState: 'running', ...extra }) as ClockData;

const rows = () =>
  within(screen.getByTestId('tv-upcoming'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the TV’s levels coming up', () => {
  it('lists the next three: blinds and ante with their length, a break as a break with its colour-up', () => {
    render(<UpcomingLevels tournament={tournament} clock={clock(1)} />);
    expect(rows()).toEqual([
      'L2 50 / 10020 min',
      'Break · colour up the 25s15 min',
      'L3 100 / 200 · BB ante 20015 min',
    ]);
  });

  it('starts after the break while the room is on it, and says when the last level is in play', () => {
    const { unmount } = render(
      <UpcomingLevels tournament={tournament} clock={clock(2, { isOnBreak: true })} />,
    );
    expect(rows()[0]).toBe('L3 100 / 200 · BB ante 20015 min');
    unmount();
    render(<UpcomingLevels tournament={tournament} clock={clock(4)} />);
    expect(screen.getByTestId('tv-upcoming').textContent).toBe('Coming upLast level');
  });
});
