import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { DealCalculator } from './deal-calculator.tsx';

const ledger = {
  currency: 'USD',
  payouts: [
    { position: 1, percentage: 50, amountCents: 5000 },
    { position: 2, percentage: 30, amountCents: 3000 },
    { position: 3, percentage: 20, amountCents: 2000 },
  ],
} as unknown as Parameters<typeof DealCalculator>[0]['ledger'];

/** The calculator over these stacks, named by their players: { Ann: 6000, Bo: 4000 }. */
const renderStacks = (stacks: Record<string, number>) =>
  render(
    <DealCalculator
      ledger={ledger}
      players={Object.entries(stacks).map(([name, chipCount]) => ({
        id: name.toLowerCase(),
        name,
        chipCount,
      }))}
    />,
  );

const cells = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((c) => c.textContent);

it('shows ICM, chip chop and even chop for the places still to win', async () => {
  renderStacks({ Ann: 6000, Bo: 4000 });
  // Two players left: they split places 1 and 2 ($80). ICM: Ann 0.6×50 + 0.4×30 = $42.
  screen.getByText(/Splitting \$80\.00/);
  expect(cells('Ann').slice(2)).toEqual(['$42.00', '$48.00', '$40.00']);
  expect(cells('Bo').slice(2)).toEqual(['$38.00', '$32.00', '$40.00']);
  screen.getByText(/ICM computed exactly/);

  await userEvent.setup().clear(screen.getByLabelText('Chips of Bo'));
  screen.getByText('Every stack needs at least one chip.');
});

it('shows every column in whole cents that add up to the pool (issue 26, finding 3)', () => {
  // Three equal stacks over $100: before, ICM showed $33.33 three times ($99.99).
  renderStacks({ Ann: 5000, Bo: 5000, Cy: 5000 });
  screen.getByText(/Splitting \$100\.00/);
  expect(cells('Ann').slice(2)).toEqual(['$33.34', '$33.34', '$33.34']);
  expect(cells('Bo').slice(2)).toEqual(['$33.33', '$33.33', '$33.33']);
  expect(cells('Cy').slice(2)).toEqual(['$33.33', '$33.33', '$33.33']);
});
