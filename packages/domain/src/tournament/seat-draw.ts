export type SeatAssignment = { playerId: string; tableNumber: number; seatNumber: number };

/** Fisher–Yates with an injected random source, so draws are testable and reproducible. */
export function shuffle<T>(items: readonly T[], rng: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Random seat draw: as few tables as the field needs, sizes differing by at most one, every player
 * equally likely to land on any table and seat.
 */
export function seatDraw(
  playerIds: readonly string[],
  options: { maxPlayersPerTable: number; rng: () => number },
) {
  const { maxPlayersPerTable: max, rng } = options;
  const tableCount = Math.max(1, Math.ceil(playerIds.length / max));
  const base = Math.floor(playerIds.length / tableCount);
  const extra = playerIds.length % tableCount;
  const order = shuffle(playerIds, rng);
  const assignments: SeatAssignment[] = [];
  let next = 0;
  for (let t = 1; t <= tableCount; t++) {
    const size = base + (t <= extra ? 1 : 0);
    const seats = shuffle(
      Array.from({ length: max }, (_, i) => i + 1),
      rng,
    )
      .slice(0, size)
      .sort((a, b) => a - b);
    for (const seatNumber of seats)
      assignments.push({ playerId: order[next++]!, tableNumber: t, seatNumber });
  }
  return { tableCount, assignments };
}

/** A small seeded generator (mulberry32) for reproducible draws in tests and demos. */
export function seededRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
