export type Transfer = { from: string; to: string; amountCents: number };

/**
 * Who pays whom after a cash game, with the fewest transfers. `nets` is each player's cash-out minus
 * buy-ins in cents. The minimum is (players with a non-zero net) − (the most zero-sum groups they
 * split into): exact by dynamic programming over subsets up to `exactUpTo` players, greedy (largest
 * debtor pays largest creditor) beyond. When the nets do not sum to zero the books do not balance:
 * that is reported, and the transfers settle what can be settled.
 */
export function settleUp(nets: Record<string, number>, options: { exactUpTo?: number } = {}) {
  const imbalanceCents = Object.values(nets).reduce((a, b) => a + b, 0);
  const players = Object.entries(nets).filter(([, v]) => v !== 0);
  const exact = players.length <= (options.exactUpTo ?? 14) && imbalanceCents === 0;
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
  const sum = new Array<number>(1 << n).fill(0);
  const best = new Array<number>(1 << n).fill(0);
  for (let mask = 1; mask <= full; mask++) {
    const low = mask & -mask;
    sum[mask] = sum[mask ^ low]! + players[31 - Math.clz32(low)]![1];
    let most = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) most = Math.max(most, best[mask ^ (1 << i)]!);
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
