import type { EntryTerms, LedgerEntryKind } from '../schemas/ledger/kinds.ts';
import { cashEntryKinds, tournamentEntryKinds } from '../schemas/ledger/kinds.ts';
import { ledgerMessages as m } from '../schemas/ledger/messages.ts';
import { isUnderWay, type TournamentStatus } from '../schemas/tournaments/tournaments.ts';

export type EntryRuleTerms = { rebuy: EntryTerms; addOn: EntryTerms; reEntry: EntryTerms };
export type LiveTournament = { status: TournamentStatus; currentLevel: number };

const live = (t: LiveTournament | null) => t !== null && isUnderWay(t.status);

/**
 * Why an entry may not be recorded now, or null. Shared by the server (which enforces it) and the
 * web (which disables the button with the same words). `counts` are the player's entries by kind,
 * net of reversals.
 */
export function ledgerEntryRefusal(input: {
  gameType: 'tournament' | 'cash_game';
  kind: LedgerEntryKind;
  amountCents: number | undefined;
  counts: Record<LedgerEntryKind, number>;
  terms: EntryRuleTerms;
  tournament: LiveTournament | null;
  /** The player's place in the started tournament, when known. A rebuy may bring a busted player back. */
  seat?: 'active' | 'eliminated' | null;
  /** The player's chips now and the starting stack, for "only at or below the starting stack". */
  stack?: { chips: number; startingChips: number | null };
}): string | null {
  const { kind, counts, terms, tournament } = input;
  if (input.gameType === 'tournament' && !(tournamentEntryKinds as readonly string[]).includes(kind))
    return m.cashOnly;
  if (input.gameType === 'cash_game' && !(cashEntryKinds as readonly string[]).includes(kind))
    return m.tournamentOnly;
  const boughtIn = counts.buy_in + counts.re_entry > 0;
  switch (kind) {
    case 'buy_in':
      if (counts.buy_in > 0)
        return input.gameType === 'tournament' ? m.alreadyBoughtIn : m.alreadyBoughtInCash;
      return null;
    case 'top_up':
      return boughtIn ? null : m.notBoughtIn;
    case 'cash_out':
      if (!boughtIn) return m.notBoughtIn;
      if (counts.cash_out > 0) return m.alreadyCashedOut;
      return input.amountCents === undefined ? m.amountRequired : null;
    case 'payout':
    case 'bounty':
      if (!boughtIn) return m.notBoughtIn;
      return input.amountCents === undefined ? m.amountRequired : null;
    case 'rebuy':
      return (
        periodRefusal(terms.rebuy, m.rebuyNotAllowed, m.rebuyClosed, tournament) ??
        needsBuyIn(boughtIn) ??
        limitRefusal(terms.rebuy.maxPerPlayer ?? null, counts.rebuy, m.rebuyLimit) ??
        stackRefusal(terms.rebuy, input, m.rebuyAboveStartingStack)
      );
    case 'add_on': {
      // One add-on per player unless the director says otherwise (docs/tournament.md).
      const max = terms.addOn.maxPerPlayer === undefined ? 1 : terms.addOn.maxPerPlayer;
      return (
        periodRefusal(terms.addOn, m.addOnNotAllowed, m.addOnClosed, tournament) ??
        needsBuyIn(boughtIn) ??
        limitRefusal(max, counts.add_on, (n) => (n === 1 ? m.alreadyAddOn : m.addOnLimit(n))) ??
        (input.seat === 'eliminated' ? m.addOnEliminated : null) ??
        stackRefusal(terms.addOn, input, m.addOnAboveStartingStack)
      );
    }
    case 're_entry':
      return (
        periodRefusal(terms.reEntry, m.reEntryNotAllowed, () => m.reEntryClosed, tournament) ??
        needsBuyIn(boughtIn) ??
        (input.seat === 'active' ? m.reEntryWhileIn : null)
      );
  }
}

const needsBuyIn = (boughtIn: boolean) => (boughtIn ? null : m.notBoughtIn);

/** A director's "how many per player" (null: no limit), against the player's entries net of reversals. */
const limitRefusal = (max: number | null, taken: number, message: (max: number) => string) =>
  max !== null && taken >= max ? message(max) : null;

/**
 * "Only at or below the starting stack": a seated player above it is refused; a busted player (no
 * chips) may rebuy. Without the stack (a player not in the tournament yet) the rule has nothing to
 * check, and the server, which knows the stack, decides.
 */
function stackRefusal(
  terms: EntryTerms,
  input: { seat?: 'active' | 'eliminated' | null; stack?: { chips: number; startingChips: number | null } },
  message: (starting: number) => string,
): string | null {
  if (!terms.atOrBelowStartingStack || input.seat !== 'active' || !input.stack) return null;
  const { chips, startingChips } = input.stack;
  return startingChips !== null && chips > startingChips ? message(startingChips) : null;
}

/** Rebuys, add-ons and re-entries happen while the tournament runs, up to and including their level. */
function periodRefusal(
  terms: EntryTerms,
  notAllowed: string,
  closed: (level: number) => string,
  tournament: LiveTournament | null,
): string | null {
  if (!terms.allowed) return notAllowed;
  if (tournament === null || tournament.status === 'scheduled') return m.tournamentNotStarted;
  if (!live(tournament)) return m.tournamentFinished;
  if (terms.untilLevel !== null && tournament.currentLevel > terms.untilLevel)
    return closed(terms.untilLevel);
  return null;
}

/**
 * The prize pool is final once nothing more can be bought: the tournament is over, or it runs past
 * the last level of every rebuy, add-on and re-entry period (a freezeout: as soon as it starts).
 */
export function isPrizePoolFinal(terms: EntryRuleTerms, tournament: LiveTournament | null): boolean {
  if (tournament === null || tournament.status === 'scheduled') return false;
  if (!live(tournament)) return true;
  return [terms.rebuy, terms.addOn, terms.reEntry].every(
    (t) => !t.allowed || (t.untilLevel !== null && tournament.currentLevel > t.untilLevel),
  );
}

/** The terms of a paid extra entry (a rebuy, an add-on, a re-entry); undefined for any other kind. */
function extraEntryTerms(kind: LedgerEntryKind, terms: EntryRuleTerms): EntryTerms | undefined {
  switch (kind) {
    case 'rebuy':
      return terms.rebuy;
    case 'add_on':
      return terms.addOn;
    case 're_entry':
      return terms.reEntry;
    default:
      return undefined;
  }
}

/** The price of an entry when the host does not type one; null: the host must (payouts, cash-outs). */
export function defaultEntryAmount(
  kind: LedgerEntryKind,
  terms: EntryRuleTerms & { buyInCents: number },
): number | null {
  if (kind === 'buy_in' || kind === 'top_up') return terms.buyInCents;
  return extraEntryTerms(kind, terms)?.priceCents ?? null;
}

/** The chips an entry buys in a tournament when the host does not say. */
export function defaultEntryChips(
  kind: LedgerEntryKind,
  terms: EntryRuleTerms & { startingChips: number | null },
): number | null {
  if (kind === 'buy_in') return terms.startingChips;
  return extraEntryTerms(kind, terms)?.chips ?? null;
}
