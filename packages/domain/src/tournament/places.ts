/**
 * Finishing places (docs/tournament.md, "Finishing places"): every player holds one place, 1..N for
 * N players, each once. The players still in share the best places; the busted ones are placed below
 * them by when they went out, the last one out just below the players still in. A rebuy or a
 * re-entry after busting puts the player back in (their old bust no longer counts), an undone
 * elimination likewise, a late entrant adds a place at the bottom: so places are derived from the
 * players as they are now, never kept from the moment of a bust (issue 28: a bust, a rebuy and
 * another bust had given two 8ths and no 9th).
 */
export type PlacedPlayer = {
  id: string;
  status: 'active' | 'eliminated' | string;
  eliminatedAt: Date | null;
  /** The place stored so far: breaks a tie between two busts recorded in the same millisecond. */
  finishPosition: number | null;
};

/**
 * The place of every busted player: the one who went out last is placed just below the players still
 * in, and so on down to N. Players still in are not placed (null) until the tournament completes.
 */
export function finishingPlaces(players: readonly PlacedPlayer[]): Map<string, number | null> {
  const stillIn = players.filter((p) => p.status !== 'eliminated').length;
  const out = players
    .filter((p) => p.status === 'eliminated')
    .sort(
      (a, b) =>
        (b.eliminatedAt?.getTime() ?? 0) - (a.eliminatedAt?.getTime() ?? 0) ||
        (a.finishPosition ?? Number.MAX_SAFE_INTEGER) - (b.finishPosition ?? Number.MAX_SAFE_INTEGER) ||
        a.id.localeCompare(b.id),
    );
  const places = new Map<string, number | null>(players.map((p) => [p.id, null]));
  for (const [i, p] of out.entries()) places.set(p.id, stillIn + i + 1);
  return places;
}
