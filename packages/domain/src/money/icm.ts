import { seededRng } from '../tournament/seat-draw.ts';
import { splitCents } from './split-cents.ts';

/**
 * Independent Chip Model (Malmuth–Harville): a player's chance to finish first is their share of the
 * chips; given who finished ahead, the chances for the next place are the shares among the rest.
 * Equity is the expected payout (docs/tournament.md, "ICM"; decision 0029).
 *
 * Exact up to 20 players (`exactUpTo` may lower it), whatever the number of paid places, by dynamic
 * programming over the set of players already placed: the probability that a set S is exactly the
 * first |S| finishers (in some order) is pushed forward to S ∪ {i} with i's share of the chips left,
 * and each push pays i the prize of place |S| + 1. Only sets smaller than the number of paid places
 * are visited, so 20 players cost at most 2^20 steps of 20 (about 0.1 s for every place paid).
 * Beyond, a Monte Carlo estimate with a fixed seed: the same stacks always give the same answer,
 * stated with its standard error.
 */
export type IcmResult = { equities: number[]; method: 'exact' | 'monte-carlo'; standardError: number | null };

export const icmLimits = { exactUpTo: 20, samples: 100_000, seed: 0x1c3 } as const;

export function icm(
  stacks: readonly number[],
  payouts: readonly number[],
  options: { exactUpTo?: number; rng?: () => number; samples?: number } = {},
): IcmResult {
  const n = stacks.length;
  if (n <= Math.min(options.exactUpTo ?? icmLimits.exactUpTo, icmLimits.exactUpTo))
    return { equities: exactIcm(stacks, payouts), method: 'exact', standardError: null };
  return monteCarloIcm(
    stacks,
    payouts,
    options.rng ?? seededRng(icmLimits.seed),
    options.samples ?? icmLimits.samples,
  );
}

/** The chips each player counts for: all equal when nobody has any (everyone equally likely). */
const weightsOf = (stacks: readonly number[]) =>
  stacks.some((s) => s > 0) ? stacks.map((s) => Math.max(0, s)) : stacks.map(() => 1);

function exactIcm(stacks: readonly number[], payouts: readonly number[]): number[] {
  const n = stacks.length;
  const places = Math.min(payouts.length, n);
  const equities = new Array<number>(n).fill(0);
  if (places === 0) return equities;
  const s = weightsOf(stacks);
  const total = s.reduce((a, b) => a + b, 0);
  const size = 1 << n;
  // probability[S]: the chance that S is exactly the set of the first |S| finishers.
  const probability = new Float64Array(size);
  const chips = new Float64Array(size);
  const placed = new Uint8Array(size);
  probability[0] = 1;
  for (let mask = 0; mask < size; mask++) {
    if (mask) {
      const low = mask & -mask;
      chips[mask] = chips[mask ^ low]! + s[31 - Math.clz32(low)]!;
      placed[mask] = placed[mask ^ low]! + 1;
    }
    const p = probability[mask]!;
    const place = placed[mask]!;
    if (p === 0 || place >= places) continue;
    const left = total - chips[mask]!;
    const prize = payouts[place]!;
    const pushes = place + 1 < places;
    const share = left > 0 ? p / left : 0;
    for (let free = ~mask & (size - 1); free; free &= free - 1) {
      const bit = free & -free;
      const i = 31 - Math.clz32(bit);
      // Only players without chips left: each equally likely (they bust together).
      const q = left > 0 ? share * s[i]! : p / (n - place);
      if (q === 0) continue;
      equities[i]! += q * prize;
      if (pushes) probability[mask | bit]! += q;
    }
  }
  return equities;
}

function monteCarloIcm(
  stacks: readonly number[],
  payouts: readonly number[],
  rng: () => number,
  samples: number,
): IcmResult {
  const n = stacks.length;
  const s = weightsOf(stacks);
  const sums = new Float64Array(n);
  const squares = new Float64Array(n);
  const all = s.reduce((a, b) => a + b, 0);
  const places = Math.min(payouts.length, n);
  const base = Int32Array.from(s.keys());
  const left = new Int32Array(n);
  for (let k = 0; k < samples; k++) {
    left.set(base);
    let count = n;
    let total = all;
    for (let place = 0; place < places; place++) {
      let at = 0;
      if (total > 0) {
        let pick = rng() * total;
        while (at < count - 1 && pick >= s[left[at]!]!) pick -= s[left[at++]!]!;
      } else at = Math.floor(rng() * count);
      const i = left[at]!;
      const prize = payouts[place]!;
      sums[i]! += prize;
      squares[i]! += prize * prize;
      total -= s[i]!;
      left[at] = left[--count]!;
    }
  }
  const equities = Array.from(sums, (x) => x / samples);
  const standardError = Math.max(
    ...equities.map((m, i) => Math.sqrt(Math.max(0, squares[i]! / samples - m * m) / samples)),
  );
  return { equities, method: 'monte-carlo', standardError };
}

/**
 * An ICM deal in whole cents: each player's equity over the payouts still to win, split by the one
 * rounding rule (`splitCents`), so the shares sum to the prizes exactly.
 */
export function icmChop(stacks: readonly number[], payoutsCents: readonly number[]) {
  const paid = payoutsCents.slice(0, stacks.length);
  const result = icm(stacks, paid);
  const poolCents = paid.reduce((a, b) => a + b, 0);
  return { ...result, sharesCents: splitCents(poolCents, result.equities) };
}

/** Chip chop: the pool in proportion to the stacks, in whole cents summing to the pool (`splitCents`). */
export const chipChop = (stacks: readonly number[], poolCents: number): number[] =>
  splitCents(poolCents, stacks);

/** Even chop: equal shares, the odd cents one each to the first players listed (`splitCents`). */
export const evenChop = (players: number, poolCents: number): number[] =>
  splitCents(poolCents, new Array<number>(players).fill(1));
