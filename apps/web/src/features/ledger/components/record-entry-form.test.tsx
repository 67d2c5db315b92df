import { type Ledger, ledgerMessages } from '@pokerhome/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/api-mock.ts';
import { RecordEntryForm } from './record-entry-form.tsx';

const terms = (allowed: boolean, priceCents = 2000) => ({
  allowed,
  priceCents,
  chips: null,
  untilLevel: null,
});

function ledgerFixture(overrides: Partial<Ledger> = {}): Ledger {
  return {
    gameId: 'g-1',
    gameName: 'Friday',
    gameType: 'cash_game',
    gameStatus: 'scheduled',
    currency: 'USD',
    scheduledDate: '2030-01-01T19:00:00.000Z',
    canManage: true,
    kinds: ['buy_in', 'top_up', 'cash_out'],
    terms: {
      buyInCents: 2000,
      startingChips: null,
      rebuy: terms(false),
      addOn: terms(false),
      reEntry: terms(false),
      houseFeeCents: 0,
      serviceFeeCents: 0,
      processingFeeCents: 0,
      payoutUnitCents: 1,
      payoutPercentages: [],
    },
    tournament: null,
    entries: [],
    players: [
      {
        participantId: '6f1c2f8e-0000-4000-8000-000000000001',
        userId: null,
        name: 'Ann Able',
        participantStatus: 'confirmed',
        buyInStatus: 'pending',
        inCents: 0,
        outCents: 0,
        feesCents: 0,
        netCents: 0,
        buyIns: 0,
        rebuys: 0,
        addOns: 0,
        reEntries: 0,
        topUps: 0,
        cashedOut: false,
        finishPosition: null,
        seat: null,
      },
    ],
    totals: { inCents: 0, outCents: 0, feesCents: 0, houseFeeCents: 0 },
    prizePool: null,
    payouts: [],
    bountiesCents: 0,
    settleUp: { transfers: [], imbalanceCents: 0, balanced: true, missingCashOuts: [] },
    ...overrides,
  };
}

function renderForm(ledger = ledgerFixture()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RecordEntryForm ledger={ledger} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('record an entry', () => {
  it('asks for a player, a readable amount, and an amount where the game has no price', async () => {
    const api = mockApi({});
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(ledgerMessages.playerRequired)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Player'), 'Ann Able');
    await user.type(screen.getByLabelText('Amount'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(ledgerMessages.amountInvalid)).toBeTruthy();

    await user.clear(screen.getByLabelText('Amount'));
    await user.selectOptions(screen.getByLabelText('Entry'), 'Cash-out');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(ledgerMessages.amountRequired)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends the amount in cents, or none for the game price', async () => {
    const bodies: unknown[] = [];
    const ledger = ledgerFixture();
    mockApi({
      'POST /api/games/g-1/ledger/entries': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return ok({
          entry: {
            id: 'e-1',
            kind: 'buy_in',
            amountCents: 2000,
            chips: null,
            houseFeeCents: 0,
            serviceFeeCents: 0,
            processingFeeCents: 0,
            participantId: ledger.players[0]!.participantId,
            userId: null,
            participantName: 'Ann Able',
            note: '',
            recordedById: 'u-1',
            recordedByName: 'Hal Host',
            recordedAt: '2030-01-01T19:00:00.000Z',
            reversesEntryId: null,
            reversedByEntryId: null,
          },
          ledger,
        });
      },
    });
    const user = renderForm(ledger);
    await user.selectOptions(screen.getByLabelText('Player'), 'Ann Able');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.selectOptions(screen.getByLabelText('Entry'), 'Cash-out');
    await user.type(screen.getByLabelText('Amount'), '45.50');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await expect.poll(() => bodies.length).toBe(2);
    expect(bodies).toEqual([
      { participantId: ledger.players[0]!.participantId, kind: 'buy_in', note: '' },
      { participantId: ledger.players[0]!.participantId, kind: 'cash_out', amountCents: 4550, note: '' },
    ]);
  });
});
