/**
 * Colouring up at a break with a chip race, the standard procedure (docs/tournament.md, "Chip race"):
 * every player changes what they can of the removed denomination for the next one up; the odd chips
 * left over are raced, one chip of the next denomination at most per player, as many chips as the
 * odd chips' total value rounds to; nobody is raced out of the tournament (a player left without a
 * chip gets one of the smallest denomination still in play). The race itself (high cards) is dealt at
 * the table, so the winners come in as `raceOrder`: the order the cards fell.
 */
export type ChipRaceResult = {
  /** Stacks after the colour-up, by player. */
  stacks: { playerId: string; before: number; after: number; wonRace: boolean; keptInPlay: boolean }[];
  /** Total value of the odd chips raced. */
  oddChips: number;
  /** Chips of the next denomination handed out by the race. */
  chipsAwarded: number;
  /** What the colour-up changes chips in play by: the race's rounding (and any chip given to stay in). */
  rounding: number;
};

export function chipRace(input: {
  stacks: readonly { playerId: string; chips: number }[];
  /** The smallest denomination left in play once the removed one is gone. */
  next: number;
  /** Player ids in the order they win the race (high card first); players missing from it race last. */
  raceOrder?: readonly string[];
}): ChipRaceResult {
  const { next } = input;
  const odd = input.stacks.map((s) => ({ ...s, odd: s.chips % next }));
  const oddChips = odd.reduce((n, s) => n + s.odd, 0);
  const racers = odd.filter((s) => s.odd > 0);
  // The race hands out the odd chips' value in whole chips, half a chip or more rounding up, at most
  // one chip per player who had odd chips.
  const chipsAwarded = Math.min(racers.length, Math.floor(oddChips / next + 0.5));
  const order = input.raceOrder ?? [];
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i === -1 ? order.length : i;
  };
  const winners = new Set(
    [...racers]
      .sort((a, b) => rank(a.playerId) - rank(b.playerId))
      .slice(0, chipsAwarded)
      .map((s) => s.playerId),
  );
  const stacks = odd.map((s) => {
    const wonRace = winners.has(s.playerId);
    let after = s.chips - s.odd + (wonRace ? next : 0);
    const keptInPlay = s.chips > 0 && after === 0;
    if (keptInPlay) after = next;
    return { playerId: s.playerId, before: s.chips, after, wonRace, keptInPlay };
  });
  const rounding = stacks.reduce((n, s) => n + s.after - s.before, 0);
  return { stacks, oddChips, chipsAwarded, rounding };
}

/** Chips in play after colour-ups: only each race's rounding changes them. */
export const chipsInPlayAfterColourUps = (chipsInPlay: number, races: readonly { rounding: number }[]) =>
  races.reduce((n, r) => n + r.rounding, chipsInPlay);
