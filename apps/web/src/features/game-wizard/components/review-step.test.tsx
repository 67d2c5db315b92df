import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyDraft, presetStructure, type WizardDraft } from '../utils/draft.ts';
import { EntryTermsSummary, ReviewPrizePool } from './review-step.tsx';

const draft = (over: Partial<WizardDraft['buyIn']> = {}): WizardDraft => {
  const d = emptyDraft();
  return {
    ...d,
    type: 'tournament',
    maxParticipants: 8,
    structure: presetStructure('standard', 8),
    buyIn: {
      ...d.buyIn,
      amount: 20,
      additionalFees: { houseFee: 2, serviceFee: 0, processingFee: 0 },
      ...over,
    },
  };
};

describe('the review step', () => {
  it('names the pool a projection, net of the house fee', () => {
    render(<ReviewPrizePool draft={draft()} />);
    expect(screen.getByText(/Projected prize pool/).textContent).toBe(
      'Projected prize pool (all 8 seats, before rebuys and add-ons): $144.00',
    );
  });

  it('mentions the rebuys and the add-on of the tournament', () => {
    const d = draft({
      entries: {
        rebuy: { allowed: true, price: null, chips: null, untilLevel: 4 },
        addOn: { allowed: true, price: 10, chips: 3000, untilLevel: 4 },
        reEntry: { allowed: false, price: null, chips: null, untilLevel: null },
      },
    });
    render(<EntryTermsSummary draft={d} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      `Rebuys: $20.00, ${d.structure!.startingChips.toLocaleString()} chips, until level 4`,
      'Add-on: $10.00, 3,000 chips, until level 4',
    ]);
  });

  it('keeps the bounties out of the projected pool and names them', () => {
    const d = draft({ bounty: { format: 'progressive', amount: 5 } });
    render(<ReviewPrizePool draft={d} />);
    // 8 × ($20 − $2 − $5): the $5 of each entry rides on the heads.
    expect(screen.getByText(/Projected prize pool/).textContent).toBe(
      'Projected prize pool (all 8 seats, before rebuys and add-ons): $104.00',
    );
    render(<EntryTermsSummary draft={d} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "Progressive knockout: $5.00 of each entry on the player's head",
    ]);
  });
});
