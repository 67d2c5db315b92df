import { describe, expect, it } from 'vitest';
import { ledgerMessages as m } from '../schemas/ledger/messages.ts';
import { emptyTotals } from './ledger.ts';
import {
  defaultEntryAmount,
  type EntryRuleTerms,
  isPrizePoolFinal,
  ledgerEntryRefusal,
} from './ledger-rules.ts';

const off = { allowed: false, priceCents: 2000, chips: 2000, untilLevel: null };
const terms: EntryRuleTerms = {
  rebuy: { allowed: true, priceCents: 2000, chips: 2000, untilLevel: 4 },
  addOn: { allowed: true, priceCents: 1000, chips: 3000, untilLevel: 4 },
  reEntry: { allowed: true, priceCents: 2000, chips: 2000, untilLevel: 2 },
};
const boughtIn = { ...emptyTotals().counts, buy_in: 1 };
const at = (currentLevel: number, status: 'active' | 'paused' | 'completed' = 'active') => ({
  status,
  currentLevel,
});
const refusal = (over: Partial<Parameters<typeof ledgerEntryRefusal>[0]>) =>
  ledgerEntryRefusal({
    gameType: 'tournament',
    kind: 'rebuy',
    amountCents: undefined,
    counts: boughtIn,
    terms,
    tournament: at(1),
    ...over,
  });

describe('ledger rules', () => {
  it('takes rebuys only when allowed, while the tournament runs, until their level', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ tournament: at(4) })).toBeNull();
    expect(refusal({ tournament: at(5) })).toBe(m.rebuyClosed(4));
    expect(refusal({ terms: { ...terms, rebuy: off } })).toBe(m.rebuyNotAllowed);
    expect(refusal({ tournament: null })).toBe(m.tournamentNotStarted);
    expect(refusal({ tournament: at(2, 'completed') })).toBe(m.tournamentFinished);
    expect(refusal({ counts: emptyTotals().counts })).toBe(m.notBoughtIn);
  });

  it('keeps the director’s limits: how many per player, only at or below the starting stack', () => {
    const limited = {
      ...terms,
      rebuy: { ...terms.rebuy, maxPerPlayer: 2, atOrBelowStartingStack: true },
      addOn: { ...terms.addOn, maxPerPlayer: null },
    };
    const seated = (chips: number) => ({ seat: 'active' as const, stack: { chips, startingChips: 2000 } });
    expect(refusal({ terms: limited, counts: { ...boughtIn, rebuy: 1 }, ...seated(2000) })).toBeNull();
    expect(refusal({ terms: limited, counts: { ...boughtIn, rebuy: 2 }, ...seated(0) })).toBe(
      m.rebuyLimit(2),
    );
    expect(refusal({ terms: limited, ...seated(2001) })).toBe(m.rebuyAboveStartingStack(2000));
    // A busted player may always rebuy; without the rule a big stack may too.
    expect(
      refusal({ terms: limited, seat: 'eliminated', stack: { chips: 0, startingChips: 2000 } }),
    ).toBeNull();
    expect(refusal(seated(50_000))).toBeNull();
    // Add-ons: one unless the director says otherwise; null is no limit.
    expect(refusal({ kind: 'add_on', terms: limited, counts: { ...boughtIn, add_on: 5 } })).toBeNull();
    const two = { ...terms, addOn: { ...terms.addOn, maxPerPlayer: 2 } };
    expect(refusal({ kind: 'add_on', terms: two, counts: { ...boughtIn, add_on: 2 } })).toBe(m.addOnLimit(2));
  });

  it('takes one add-on per player, and re-entries only during late registration', () => {
    expect(refusal({ kind: 'add_on' })).toBeNull();
    expect(refusal({ kind: 'add_on', counts: { ...boughtIn, add_on: 1 } })).toBe(m.alreadyAddOn);
    expect(refusal({ kind: 're_entry', tournament: at(2) })).toBeNull();
    expect(refusal({ kind: 're_entry', tournament: at(3) })).toBe(m.reEntryClosed);
  });

  it('re-enters only a player who is out, gives the add-on only to one still in; a rebuy may bring one back', () => {
    expect(refusal({ kind: 're_entry', seat: 'eliminated' })).toBeNull();
    expect(refusal({ kind: 're_entry', seat: 'active' })).toBe(m.reEntryWhileIn);
    expect(refusal({ kind: 'add_on', seat: 'active' })).toBeNull();
    expect(refusal({ kind: 'add_on', seat: 'eliminated' })).toBe(m.addOnEliminated);
    expect(refusal({ kind: 'rebuy', seat: 'eliminated' })).toBeNull();
  });

  it('keeps one buy-in per player, and the kinds of each game type', () => {
    expect(refusal({ kind: 'buy_in', counts: emptyTotals().counts, tournament: null })).toBeNull();
    expect(refusal({ kind: 'buy_in' })).toBe(m.alreadyBoughtIn);
    expect(refusal({ kind: 'top_up' })).toBe(m.cashOnly);
    expect(refusal({ gameType: 'cash_game', kind: 'rebuy' })).toBe(m.tournamentOnly);
    expect(refusal({ gameType: 'cash_game', kind: 'top_up', tournament: null })).toBeNull();
    expect(refusal({ gameType: 'cash_game', kind: 'cash_out' })).toBe(m.amountRequired);
    expect(refusal({ gameType: 'cash_game', kind: 'cash_out', amountCents: 0 })).toBeNull();
    expect(
      refusal({
        gameType: 'cash_game',
        kind: 'cash_out',
        amountCents: 0,
        counts: { ...boughtIn, cash_out: 1 },
      }),
    ).toBe(m.alreadyCashedOut);
    expect(refusal({ kind: 'payout', counts: emptyTotals().counts, amountCents: 100 })).toBe(m.notBoughtIn);
  });

  it('calls the pool final once every period is over, or at once for a freezeout', () => {
    expect(isPrizePoolFinal(terms, null)).toBe(false);
    expect(isPrizePoolFinal(terms, at(4))).toBe(false);
    expect(isPrizePoolFinal(terms, at(5))).toBe(true);
    expect(isPrizePoolFinal(terms, at(1, 'completed'))).toBe(true);
    expect(isPrizePoolFinal({ rebuy: off, addOn: off, reEntry: off }, at(1))).toBe(true);
    expect(isPrizePoolFinal({ ...terms, rebuy: { ...terms.rebuy, untilLevel: null } }, at(9))).toBe(false);
  });

  it('prices an entry from the game when the host does not type an amount', () => {
    expect(defaultEntryAmount('add_on', { ...terms, buyInCents: 2000 })).toBe(1000);
    expect(defaultEntryAmount('payout', { ...terms, buyInCents: 2000 })).toBeNull();
  });
});
