import {
  feeBearingKinds,
  isMoneyIn,
  type LedgerEntryKind,
  ledgerEntryKinds,
  moneyOutKinds,
} from '../schemas/ledger/kinds.ts';
import { payoutSharesForField, payoutWeightsForField } from '../tournament/payouts.ts';
import { settleUp } from './settle-up.ts';
import { splitCents } from './split-cents.ts';

/** One ledger row as the arithmetic needs it. Amounts are integer cents; a reversal's are negative. */
export type LedgerLine = {
  playerKey: string;
  kind: LedgerEntryKind;
  amountCents: number;
  houseFeeCents: number;
  serviceFeeCents: number;
  processingFeeCents: number;
  /** A correction takes one entry of its kind back. */
  isReversal: boolean;
};

export type PlayerTotals = {
  inCents: number;
  outCents: number;
  /** Service and processing fees, paid on top of the amounts. */
  feesCents: number;
  houseFeeCents: number;
  netCents: number;
  /** Entries of each kind, net of reversals. */
  counts: Record<LedgerEntryKind, number>;
};

const zeroCounts = () =>
  Object.fromEntries(ledgerEntryKinds.map((k) => [k, 0])) as Record<LedgerEntryKind, number>;

export const emptyTotals = (): PlayerTotals => ({
  inCents: 0,
  outCents: 0,
  feesCents: 0,
  houseFeeCents: 0,
  netCents: 0,
  counts: zeroCounts(),
});

/** Each player's money in, out and net (out − in − fees), and their entries by kind. */
export function totalsByPlayer(lines: readonly LedgerLine[]): Map<string, PlayerTotals> {
  const totals = new Map<string, PlayerTotals>();
  for (const line of lines) {
    const t = totals.get(line.playerKey) ?? emptyTotals();
    if (isMoneyIn(line.kind)) t.inCents += line.amountCents;
    else t.outCents += line.amountCents;
    t.feesCents += line.serviceFeeCents + line.processingFeeCents;
    t.houseFeeCents += line.houseFeeCents;
    t.counts[line.kind] += line.isReversal ? -1 : 1;
    t.netCents = t.outCents - t.inCents - t.feesCents;
    totals.set(line.playerKey, t);
  }
  return totals;
}

/**
 * The tournament prize pool ("(buy-in minus house fee) times participants"): every
 * buy-in, rebuy, add-on and re-entry, minus the house fee withheld from each entry. Service and
 * processing fees are paid on top and never reach the pool; payouts and bounties do not change it.
 */
export function prizePoolOf(lines: readonly LedgerLine[]) {
  let grossCents = 0;
  let houseFeeCents = 0;
  let serviceFeeCents = 0;
  let processingFeeCents = 0;
  let entries = 0;
  for (const line of lines) {
    if (isMoneyIn(line.kind)) grossCents += line.amountCents;
    houseFeeCents += line.houseFeeCents;
    serviceFeeCents += line.serviceFeeCents;
    processingFeeCents += line.processingFeeCents;
    if (feeBearingKinds.includes(line.kind)) entries += line.isReversal ? -1 : 1;
  }
  return {
    grossCents,
    houseFeeCents,
    serviceFeeCents,
    processingFeeCents,
    netPoolCents: Math.max(0, grossCents - houseFeeCents),
    entries: Math.max(0, entries),
  };
}

/** Sum of the money paid out of a kind (payouts, bounties, cash-outs). */
export const paidOutCents = (lines: readonly LedgerLine[], kind: LedgerEntryKind) =>
  lines.filter((l) => l.kind === kind && moneyOutKinds.includes(kind)).reduce((n, l) => n + l.amountCents, 0);

/**
 * The payout of each place: the game's percentages or the preset for the field size (never more
 * places than `entrants`, the distinct players who entered), split by the one rounding rule
 * (`splitCents`, docs/ledger.md "Splitting money"): whole `unitCents` by largest remainder, ties to
 * the larger share then the earlier place, the cents below one unit to first place. The places sum
 * to the pool exactly and, in cents, each is within one cent of pool × percentage.
 */
export function payoutPlan(
  netPoolCents: number,
  percentages: readonly number[] | null,
  entries: number,
  unitCents = 1,
  entrants = entries,
) {
  const weights = payoutWeightsForField(percentages, entries, entrants);
  return {
    percentages: payoutSharesForField(percentages, entries, entrants),
    amounts: splitCents(netPoolCents, weights, Math.max(1, unitCents)),
  };
}

export const houseKey = '~house';
/** The party standing for money the books cannot place, when they do not balance. */
export const gapKey = '~gap';

/**
 * Who pays whom after a cash game (or a tournament, its payouts counted). Each player's net is what
 * they took out minus what they put in and the fees they paid; the house is one more party, owed
 * the fees. When the books do not balance, the gap is a party of its own (`gapKey`, "Gap in the
 * books"), so every player settles their own net and the gap is never taken silently from one loser
 * or one winner (issue 28); the imbalance is still reported.
 */
export function settleCashGame(nets: Record<string, number>, houseCents: number) {
  const parties: Record<string, number> =
    houseCents === 0 ? { ...nets } : { ...nets, [houseKey]: houseCents };
  const imbalanceCents = Object.values(parties).reduce((a, b) => a + b, 0);
  if (imbalanceCents !== 0) parties[gapKey] = -imbalanceCents;
  return { ...settleUp(parties), imbalanceCents };
}
