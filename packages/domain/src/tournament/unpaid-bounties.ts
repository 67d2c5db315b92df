import { splitCents } from '../money/split-cents.ts';

/**
 * Bounty money still on heads when a tournament ends (docs/ledger.md, "Unpaid bounties"): an
 * elimination with no buster named leaves the head on the busted player, paid to nobody. The host
 * chooses where it goes, and the choice is recorded as `bounty` entries, so the money in equals the
 * money out.
 */
export const unpaidBountyChoices = ['winner', 'split', 'refund'] as const;
export type UnpaidBountyChoice = (typeof unpaidBountyChoices)[number];

/** A player's unpaid head, in cents. */
export type UnpaidHead = { playerKey: string; cents: number };
export type BountyPaymentLine = { playerKey: string; amountCents: number; refund: boolean };

export type UnpaidBountiesInput = {
  /** On heads by the ledger: bounties of every entry minus the bounty entries recorded. */
  unpaidCents: number;
  /** Whose heads they are, best finish first. */
  heads: readonly UnpaidHead[];
  winnerKey: string;
  /** The players paid a place, in place order (the winner first). */
  paidKeys: readonly string[];
};

/**
 * The entries each choice records; they sum to `unpaidCents` exactly.
 * - `winner`: all of it to the winner.
 * - `split`: equal shares among the players paid a place, through the domain's one rounding rule
 *   (`splitCents`: largest remainder, ties to the earlier place).
 * - `refund`: each head back to the player whose head it was; money on no head (a bounty entry
 *   reversed by hand) goes to the winner.
 */
export function unpaidBountyPayments(input: UnpaidBountiesInput, choice: UnpaidBountyChoice) {
  const total = Math.max(0, input.unpaidCents);
  const lines: BountyPaymentLine[] = [];
  const add = (playerKey: string, amountCents: number, refund = false) => {
    if (amountCents <= 0) return;
    const same = lines.find((l) => l.playerKey === playerKey && l.refund === refund);
    if (same) same.amountCents += amountCents;
    else lines.push({ playerKey, amountCents, refund });
  };
  if (choice === 'winner') add(input.winnerKey, total);
  if (choice === 'split') {
    const keys = input.paidKeys.length > 0 ? input.paidKeys : [input.winnerKey];
    const shares = splitCents(
      total,
      keys.map(() => 1),
    );
    for (const [i, key] of keys.entries()) add(key, shares[i]!);
  }
  if (choice === 'refund') {
    let left = total;
    for (const head of input.heads) {
      const back = Math.min(left, Math.max(0, head.cents));
      add(head.playerKey, back, true);
      left -= back;
    }
    add(input.winnerKey, left);
  }
  return lines;
}
