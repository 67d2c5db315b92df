import { type Ledger, ledgerMessages } from '@pokerhome/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/api-mock.ts';
import { ledgerFixture } from '@/test/ledger-fixture.ts';
import { RecordEntryForm } from './record-entry-form.tsx';

function renderForm(ledger = ledgerFixture()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RecordEntryForm ledger={ledger} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Answers each recorded entry with `entry` and `ledger`; gives the bodies sent, in order. */
function recordEntries(ledger: Ledger, entry: object) {
  const bodies: unknown[] = [];
  mockApi({
    'POST /api/games/g-1/ledger/entries': (init) => {
      bodies.push(JSON.parse(String(init.body)));
      return ok({ entry, ledger });
    },
  });
  return bodies;
}

describe('record an entry', () => {
  it('asks for a player, a readable amount, and an amount where the game has no price', async () => {
    const api = mockApi({});
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByText(ledgerMessages.playerRequired);

    await user.selectOptions(screen.getByLabelText('Player'), 'Ann Able');
    await user.type(screen.getByLabelText('Amount'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByText(ledgerMessages.amountInvalid);

    await user.clear(screen.getByLabelText('Amount'));
    await user.selectOptions(screen.getByLabelText('Entry'), 'Cash-out');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByText(ledgerMessages.amountRequired);
    expect(api.calls).toEqual([]);
  });

  it('sends the amount in cents, or none for the game price', async () => {
    const ledger = ledgerFixture();
    const bodies = recordEntries(ledger, {
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

  it('records a top-up left empty at the game price, as the form promises', async () => {
    const ledger = ledgerFixture();
    const bodies = recordEntries(ledger, { id: 'e-2' });
    const user = renderForm(ledger);
    await user.selectOptions(screen.getByLabelText('Player'), 'Ann Able');
    await user.selectOptions(screen.getByLabelText('Entry'), 'Top-up');
    expect(screen.getByLabelText('Amount').getAttribute('placeholder')).toBe('$20.00');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies).toEqual([{ participantId: ledger.players[0]!.participantId, kind: 'top_up', note: '' }]);
    expect(screen.queryByText(ledgerMessages.amountRequired)).toBeNull();
  });
});
