import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/api-mock.ts';
import { ledgerFixture } from '@/test/ledger-fixture.ts';
import { UnpaidBountiesCard } from './unpaid-bounties-card.tsx';

const line = (participantId: string, name: string, amountCents: number, refund = false) => ({
  participantId,
  name,
  amountCents,
  refund,
});
const ledger = ledgerFixture({
  gameType: 'tournament',
  tournament: { id: 't-1', status: 'completed', currentLevel: 3 },
  settleUp: null,
  unpaidBounties: {
    totalCents: 4_000,
    heads: [
      { participantId: 'p-2', name: 'Bob Baker', cents: 2_000 },
      { participantId: 'p-3', name: 'Cy Cole', cents: 2_000 },
    ],
    choices: {
      winner: [line('p-1', 'Ann Able', 4_000)],
      split: [line('p-1', 'Ann Able', 2_000), line('p-2', 'Bob Baker', 2_000)],
      refund: [line('p-2', 'Bob Baker', 2_000, true), line('p-3', 'Cy Cole', 2_000, true)],
    },
  },
});

const show = (l: typeof ledger) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UnpaidBountiesCard ledger={l} />
    </QueryClientProvider>,
  );

describe('the unpaid bounties card', () => {
  it('shows the total, whose heads, what each choice records, and sends the choice picked', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/games/g-1/ledger/unpaid-bounties': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return ok({ entries: [], ledger: { ...ledger, unpaidBounties: null } });
      },
    });
    show(ledger);
    expect(screen.getByRole('heading', { name: 'Unpaid bounties: $40.00' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Unpaid heads' }).textContent).toBe(
      'Bob Baker $20.00Cy Cole $20.00',
    );
    const refund = screen.getByRole('radio', { name: /Refund each player their own bounty/ });
    expect(refund.closest('label')?.textContent).toContain('Bob Baker $20.00 · Cy Cole $20.00');
    await userEvent.setup().click(refund);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Record unpaid bounties' }));
    await expect.poll(() => bodies).toEqual([{ choice: 'refund' }]);
  });

  it('shows nothing to players, or once nothing is unpaid', () => {
    const { container } = show({ ...ledger, canManage: false });
    expect(container.textContent).toBe('');
    const settled = show({ ...ledger, unpaidBounties: null });
    expect(settled.container.textContent).toBe('');
  });
});
