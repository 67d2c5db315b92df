import { ledgerMessages } from '@pokerhome/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/api-mock.ts';
import { ledgerFixture, terms } from '@/test/ledger-fixture.ts';
import { FinancePanel } from './finance-panel.tsx';

const base = ledgerFixture();
const ann = { ...base.players[0]!, buyIns: 1, buyInStatus: 'paid' as const, seat: 'active' as const };
const bob = {
  ...base.players[0]!,
  participantId: '6f1c2f8e-0000-4000-8000-000000000002',
  name: 'Bob Baker',
};
const ledger = ledgerFixture({
  gameType: 'tournament',
  kinds: ['buy_in', 'rebuy', 'add_on', 're_entry', 'payout', 'bounty'],
  terms: { ...base.terms, rebuy: { ...terms(true), untilLevel: 1 } },
  tournament: { id: 't-1', status: 'active', currentLevel: 2 },
  players: [ann, bob],
  settleUp: null,
});

describe('the Finance tab', () => {
  it('buys a player in with one tap, and a greyed Rebuy says why in visible text', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/games/g-1/ledger': () => ok({ ledger }),
      'POST /api/games/g-1/ledger/entries': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return ok({ entry: { id: 'e-1' }, ledger });
      },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FinancePanel gameId="g-1" prizePool={0} players={[]} />
      </QueryClientProvider>,
    );
    const rebuy = await screen.findByRole('button', { name: 'Rebuy for Ann Able' });
    expect((rebuy as HTMLButtonElement).disabled).toBe(true);
    const why = document.getElementById(rebuy.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe(ledgerMessages.rebuyClosed(1));
    expect(screen.queryByRole('button', { name: 'Buy-in for Ann Able' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy-in for Bob Baker' }));
    await expect.poll(() => bodies).toEqual([{ participantId: bob.participantId, kind: 'buy_in', note: '' }]);
  });
});
