export type Transfer = { from: string; to: string; amountCents: number };

/** Parties (with a non-zero net) settled with the proven minimum; beyond, see `settleUp`. */
export const settleUpExactUpTo = 20;

/**
 * Who pays whom after a cash game, with the fewest transfers (docs/ledger.md, "Cash games:
 * settle-up"; decision 0029). `nets` is each player's cash-out minus buy-ins in cents. The minimum
 * is (parties with a non-zero net) − (the most zero-sum groups they split into): exact by dynamic
 * programming over subsets up to `exactUpTo` parties (default 20: 2^20 subsets). Beyond, and when
 * the books do not balance, the largest debtor pays the largest creditor, which settles n parties in
 * at most n − 1 transfers (each transfer squares at least one party, the last one two). When the nets
 * do not sum to zero that is reported, and the transfers settle what can be settled.
 */
export function settleUp(nets: Record<string, number>, options: { exactUpTo?: number } = {}) {
  const imbalanceCents = Object.values(nets).reduce((a, b) => a + b, 0);
  const players = Object.entries(nets).filter(([, v]) => v !== 0);
  const exact = players.length <= (options.exactUpTo ?? settleUpExactUpTo) && imbalanceCents === 0;
  const groups = exact ? zeroSumGroups(players) : [players];
  return { transfers: groups.flatMap((g) => greedy(g)), imbalanceCents, exact };
}

/** Within one group, the largest debtor pays the largest creditor until the group is square. */
function greedy(group: [string, number][]): Transfer[] {
  const debtors = group.filter(([, v]) => v < 0).map(([id, v]) => ({ id, left: -v }));
  const creditors = group.filter(([, v]) => v > 0).map(([id, v]) => ({ id, left: v }));
  const transfers: Transfer[] = [];
  for (;;) {
    debtors.sort((a, b) => b.left - a.left);
    creditors.sort((a, b) => b.left - a.left);
    const d = debtors[0];
    const c = creditors[0];
    if (!d || !c || d.left === 0 || c.left === 0) break;
    const amountCents = Math.min(d.left, c.left);
    transfers.push({ from: d.id, to: c.id, amountCents });
    d.left -= amountCents;
    c.left -= amountCents;
  }
  return transfers;
}

/** Splits the players into the largest number of groups that each sum to zero. */
function zeroSumGroups(players: [string, number][]): [string, number][][] {
  const n = players.length;
  const full = (1 << n) - 1;
  // Sums reach beyond 32 bits (cents), so floats, which hold them exactly up to 2^53.
  const sum = new Float64Array(1 << n);
  const best = new Uint8Array(1 << n);
  for (let mask = 1; mask <= full; mask++) {
    const low = mask & -mask;
    sum[mask] = sum[mask ^ low]! + players[31 - Math.clz32(low)]![1];
    let most = 0;
    for (let rest = mask; rest; rest &= rest - 1) {
      const b = best[mask ^ (rest & -rest)]!;
      if (b > most) most = b;
    }
    best[mask] = most + (sum[mask] === 0 ? 1 : 0);
  }
  // Peel off, one at a time, a zero-sum group whose removal costs exactly one group of the best split.
  const groups: [string, number][][] = [];
  let rest = full;
  while (rest) {
    const low = rest & -rest;
    let chosen = rest;
    for (let sub = rest; sub; sub = (sub - 1) & rest) {
      if (sub & low && sum[sub] === 0 && best[rest ^ sub] === best[rest]! - 1) {
        chosen = sub;
        break;
      }
    }
    groups.push(players.filter((_, i) => chosen & (1 << i)));
    rest ^= chosen;
  }
  return groups;
}
