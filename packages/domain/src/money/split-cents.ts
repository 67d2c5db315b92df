/**
 * The one rounding rule for every money split (docs/ledger.md, "Splitting money"; decision 0029):
 * payouts, even and chip chops, ICM deals. Largest remainder (Hamilton): each share's exact value
 * is `total × weight ÷ Σ weights`, computed with integers (no float multiply); every share gets the
 * whole units of its exact value, and the units still to give go one each to the largest
 * remainders. Ties go to the larger weight, then to the earlier in the list (first place, the
 * player listed first). So the shares always sum to the total, and each is within one unit of its
 * exact value.
 *
 * Weights are read to 6 decimals (a percentage such as 83.76, a stack, an ICM equity in cents), so
 * the float noise of a computed weight (3333.3333333333335 beside 3333.333333333333) cannot decide
 * a tie. All weights 0 split evenly.
 *
 * `unitCents` rounds every share to whole units (a host who pays out in $5 notes); the cents below
 * one unit of the total go to the first share (first place), the only share that may not be a whole
 * number of units.
 */
export function splitCents(totalCents: number, weights: readonly number[], unitCents = 1): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError(`splitCents: the total must be whole cents, not ${totalCents}`);
  if (!Number.isSafeInteger(unitCents) || unitCents < 1)
    throw new RangeError(`splitCents: the unit must be a positive whole number of cents, not ${unitCents}`);
  if (weights.length === 0) return [];
  const scaled = weights.map(toMicros);
  const even = scaled.every((w) => w === 0n);
  const w = even ? scaled.map(() => 1n) : scaled;
  const sum = w.reduce((a, b) => a + b, 0n);
  const units = Math.floor(totalCents / unitCents);
  const bigUnits = BigInt(units);
  const whole = w.map((x) => (bigUnits * x) / sum);
  const remainder = w.map((x) => (bigUnits * x) % sum);
  let left = units - whole.reduce((a, b) => a + Number(b), 0);
  const order = w
    .map((_, i) => i)
    .sort((a, b) => cmp(remainder[b]!, remainder[a]!) || cmp(w[b]!, w[a]!) || a - b);
  const shares = whole.map(Number);
  for (const i of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  const amounts = shares.map((s) => s * unitCents);
  amounts[0]! += totalCents - units * unitCents;
  return amounts;
}

const cmp = (a: bigint, b: bigint) => (a > b ? 1 : a < b ? -1 : 0);

/** A weight as an integer count of millionths, read from its decimal form (83.76 → 83_760_000). */
function toMicros(weight: number): bigint {
  if (!Number.isFinite(weight) || weight < 0 || weight >= 1e15)
    throw new RangeError(`splitCents: a weight must be a number from 0 to 1e15, not ${weight}`);
  return BigInt(weight.toFixed(6).replace('.', ''));
}
