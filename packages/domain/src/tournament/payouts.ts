/** Payout presets by finishing position (docs/tournament.md). */
export const payoutPresets = {
  1: [100],
  2: [70, 30],
  3: [50, 30, 20],
  5: [40, 25, 15, 10, 10],
} as const;

/**
 * The preset for a field size ("by player count: up to 4, up to 6, up to 9, more"),
 * the four brackets taking the four presets in order: up to 4 players pay 1 place, up to 6 pay 2,
 * up to 9 pay 3, more pay 5.
 */
export function payoutPresetForPlayers(players: number): number[] {
  if (players <= 4) return [...payoutPresets[1]];
  if (players <= 6) return [...payoutPresets[2]];
  if (players <= 9) return [...payoutPresets[3]];
  return [...payoutPresets[5]];
}

/** Tournament prize pool in cents: (buy-in − house fee) × entries (docs/tournament.md). */
export const prizePoolCents = (buyInCents: number, houseFeeCents: number, entries: number) =>
  Math.max(0, buyInCents - houseFeeCents) * entries;

/**
 * The percentages paid for the field that actually entered (docs/tournament.md, "Payouts"): the
 * host's own table while it pays no more places than there are entrants; otherwise (no table, or a
 * table made for a larger field, as the wizard fills one in from the maximum players) the preset for
 * the number of entries. Never more places than entrants (none without any): a longer list keeps its
 * first places, which then share the pool in proportion (`payoutPlan` splits by these weights; the
 * percentages shown are `payoutSharesForField`, scaled back up to 100%).
 */
export function payoutWeightsForField(
  table: readonly number[] | null,
  entries: number,
  entrants: number,
): number[] {
  if (entrants <= 0) return [];
  const own = table?.length && table.length <= entrants ? [...table] : payoutPresetForPlayers(entries);
  return own.slice(0, entrants);
}

/** The percentages shown for the field: the weights scaled to 100%, to two decimals (display only). */
export function payoutSharesForField(
  table: readonly number[] | null,
  entries: number,
  entrants: number,
): number[] {
  const kept = payoutWeightsForField(table, entries, entrants);
  const total = kept.reduce((a, b) => a + b, 0);
  const own = table?.length && table.length <= entrants;
  if (own || total === 100) return kept;
  return kept.map((p) => Math.round((p / total) * 10_000) / 100);
}
