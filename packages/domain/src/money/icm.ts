/**
 * Independent Chip Model (Malmuth–Harville): a player's chance to finish first is their share of the
 * chips; given who finished ahead, the chances for the next place are the shares among the rest.
 * Equity is the expected payout. Exact over all finishing orders (memoised by the set of players
 * left) up to `exactUpTo` players; beyond, a Monte Carlo estimate with its standard error.
 */
export type IcmResult = { equities: number[]; method: 'exact' | 'monte-carlo'; standardError: number | null };

export function icm(
  stacks: number[],
  payouts: number[],
  options: { exactUpTo?: number; rng?: () => number; samples?: number } = {},
): IcmResult {
  const n = stacks.length;
  if (n <= (options.exactUpTo ?? 12))
    return { equities: exactIcm(stacks, payouts), method: 'exact', standardError: null };
  return monteCarloIcm(stacks, payouts, options.rng ?? Math.random, options.samples ?? 20_000);
}

function exactIcm(stacks: number[], payouts: number[]): number[] {
  const n = stacks.length;
  const memo = new Map<number, number[]>();
  // equity(mask): expected winnings of each player in `mask` for the places still to give.
  const equity = (mask: number, place: number): number[] => {
    const key = mask;
    const cached = memo.get(key);
    if (cached) return cached;
    const result = new Array<number>(n).fill(0);
    if (place < payouts.length && mask) {
      let total = 0;
      for (let i = 0; i < n; i++) if (mask & (1 << i)) total += stacks[i]!;
      for (let i = 0; i < n; i++) {
        if (!(mask & (1 << i))) continue;
        const p = total === 0 ? 1 / popcount(mask) : stacks[i]! / total;
        result[i]! += p * payouts[place]!;
        const rest = equity(mask ^ (1 << i), place + 1);
        for (let j = 0; j < n; j++) result[j]! += p * rest[j]!;
      }
    }
    memo.set(key, result);
    return result;
  };
  return equity((1 << n) - 1, 0);
}

const popcount = (x: number) => {
  let c = 0;
  for (let v = x; v; v &= v - 1) c++;
  return c;
};

function monteCarloIcm(stacks: number[], payouts: number[], rng: () => number, samples: number): IcmResult {
  const n = stacks.length;
  const sums = new Array<number>(n).fill(0);
  const squares = new Array<number>(n).fill(0);
  for (let s = 0; s < samples; s++) {
    const left = stacks.map((_, i) => i);
    const won = new Array<number>(n).fill(0);
    for (let place = 0; place < payouts.length && left.length; place++) {
      const total = left.reduce((a, i) => a + stacks[i]!, 0);
      let pick = rng() * total;
      let k = 0;
      while (k < left.length - 1 && pick >= stacks[left[k]!]!) pick -= stacks[left[k++]!]!;
      won[left[k]!] = payouts[place]!;
      left.splice(k, 1);
    }
    for (let i = 0; i < n; i++) {
      sums[i]! += won[i]!;
      squares[i]! += won[i]! * won[i]!;
    }
  }
  const equities = sums.map((x) => x / samples);
  const standardError = Math.max(
    ...equities.map((m, i) => Math.sqrt(Math.max(0, squares[i]! / samples - m * m) / samples)),
  );
  return { equities, method: 'monte-carlo', standardError };
}

/** Chip chop: the pool in proportion to stacks. Even chop: equal shares. Both in whole cents, summing exactly. */
export function chipChop(stacks: number[], poolCents: number): number[] {
  const total = stacks.reduce((a, b) => a + b, 0);
  const shares = stacks.map((s) => Math.floor((poolCents * s) / total));
  shares[stacks.indexOf(Math.max(...stacks))]! += poolCents - shares.reduce((a, b) => a + b, 0);
  return shares;
}

export function evenChop(players: number, poolCents: number): number[] {
  const shares = new Array<number>(players).fill(Math.floor(poolCents / players));
  for (let i = 0; i < poolCents - shares[0]! * players; i++) shares[i]! += 1;
  return shares;
}
