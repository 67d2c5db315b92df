/** Payout presets by finishing position (core spec §3). */
export const payoutPresets = {
  1: [100],
  2: [70, 30],
  3: [50, 30, 20],
  5: [40, 25, 15, 10, 10],
} as const;

/**
 * The preset for a field size (second spec §9: "by player count: up to 4, up to 6, up to 9, more"),
 * the four brackets taking the four presets in order: up to 4 players pay 1 place, up to 6 pay 2,
 * up to 9 pay 3, more pay 5.
 */
export function payoutPresetForPlayers(players: number): number[] {
  if (players <= 4) return [...payoutPresets[1]];
  if (players <= 6) return [...payoutPresets[2]];
  if (players <= 9) return [...payoutPresets[3]];
  return [...payoutPresets[5]];
}

/** Tournament prize pool in cents: (buy-in − house fee) × entries (second spec §9). */
export const prizePoolCents = (buyInCents: number, houseFeeCents: number, entries: number) =>
  Math.max(0, buyInCents - houseFeeCents) * entries;

/**
 * Splits a pool by percentages into whole units (cents by default), rounding each place down to the
 * unit; what rounding leaves over goes to first place, so the amounts always sum to the pool exactly.
 */
export function splitPrizePool(poolCents: number, percentages: readonly number[], unitCents = 1): number[] {
  if (percentages.length === 0) return [];
  const amounts = percentages.map((p) => Math.floor((poolCents * p) / 100 / unitCents) * unitCents);
  amounts[0]! += poolCents - amounts.reduce((a, b) => a + b, 0);
  return amounts;
}
