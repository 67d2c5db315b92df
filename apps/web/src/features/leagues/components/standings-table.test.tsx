import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { rowFixture } from '../testing/standings-fixture.ts';
import { StandingsTable } from './standings-table.tsx';

const rows = [
  rowFixture({
    playerKey: 'u-ann',
    name: 'Ann',
    rank: 1,
    previousRank: 3,
    movement: 2,
    points: 14.5,
    netCents: 4000,
  }),
  rowFixture({ playerKey: 'm-bo', name: 'Bo', rank: 2, previousRank: null, movement: null, netCents: -2500 }),
  rowFixture({
    playerKey: 'n-Cy',
    name: 'Cy',
    rank: null,
    previousRank: null,
    movement: null,
    qualified: false,
    events: 1,
    countedEvents: 1,
  }),
];

function show(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(<RouterProvider router={router} />);
}

it('reads rank, movement and net winnings, links players and lists the unranked last', () => {
  show(<StandingsTable rows={rows} currency="USD" seasonId="s-1" minimumEvents={2} />);
  const body = screen.getAllByRole('row').slice(1);
  expect(within(body[0]!).getByRole('link', { name: 'Ann' }).getAttribute('href')).toBe(
    '/seasons/s-1/players/u-ann',
  );
  expect(body[0]?.textContent).toContain('up 2 places');
  expect(body[0]?.textContent).toContain('+$40.00');
  expect(body[1]?.textContent).toContain('New');
  expect(body[1]?.textContent).toContain('-$25.00');
  expect(body[2]?.textContent).toContain('Not ranked yet: needs 2 events');
});

it('leaves money out and names without links on the public page', () => {
  show(<StandingsTable rows={rows} currency="USD" minimumEvents={0} showMoney={false} size="tv" />);
  expect(screen.queryByRole('columnheader', { name: 'Net' })).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.queryByText('+$40.00')).toBeNull();
});
