import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { rowFixture, standingsFixture } from '../testing/standings-fixture.ts';
import { SandboxCompare } from './sandbox-compare.tsx';

const ann = { playerKey: 'u-ann', name: 'Ann' };
const bo = { playerKey: 'u-bo', name: 'Bo' };
const cy = { playerKey: 'u-cy', name: 'Cy' };

it('shows both tables side by side and highlights who would move, and which way', () => {
  render(
    <SandboxCompare
      result={{
        current: standingsFixture([
          rowFixture({ ...ann, rank: 1, points: 12 }),
          rowFixture({ ...bo, rank: 2, points: 10 }),
          rowFixture({ ...cy, rank: 3, points: 4 }),
        ]),
        proposed: standingsFixture([
          rowFixture({ ...bo, rank: 1, points: 7.5 }),
          rowFixture({ ...ann, rank: 2, points: 7.07 }),
          rowFixture({ ...cy, rank: 3, points: 1 }),
        ]),
        changes: [
          { ...ann, currentRank: 1, proposedRank: 2, change: -1, currentPoints: 12, proposedPoints: 7.07 },
          { ...bo, currentRank: 2, proposedRank: 1, change: 1, currentPoints: 10, proposedPoints: 7.5 },
          { ...cy, currentRank: 3, proposedRank: 3, change: 0, currentPoints: 4, proposedPoints: 1 },
        ],
      }}
    />,
  );
  expect(screen.getByRole('status').textContent).toBe('2 players change place under this scoring.');
  const proposed = screen.getByRole('region', { name: 'Proposed table' });
  const rows = within(proposed).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Bo', 'Ann', 'Cy']);
  expect(rows[0]?.getAttribute('data-moved')).toBe('up');
  expect(rows[0]?.textContent).toContain('up 1 place');
  expect(rows[1]?.getAttribute('data-moved')).toBe('down');
  expect(rows[1]?.textContent).toContain('7.07');
  expect(rows[2]?.getAttribute('data-moved')).toBeNull();
  // The current table keeps its own order, with the same players tinted.
  const current = within(screen.getByRole('region', { name: 'Current table' }))
    .getAllByRole('row')
    .slice(1);
  expect(current.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Ann', 'Bo', 'Cy']);
  expect(current[0]?.getAttribute('data-moved')).toBe('down');
});
