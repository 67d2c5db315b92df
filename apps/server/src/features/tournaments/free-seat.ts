import type * as repo from './tournaments.repository.ts';

type Seat = { table: number; seat: number };

/**
 * A free seat for a player coming back (an undone elimination, a re-entry): `preferred` if it is still
 * free, otherwise the lowest free seat at the active table with the fewest players, so a returning
 * player does not unbalance the tables.
 */
export function freeSeat(
  tables: repo.TableRow[],
  players: { status: string; tableNumber: number | null; seatNumber: number | null }[],
  preferred?: { table: number | null; seat: number | null },
): Seat | undefined {
  const active = players.filter((p) => p.status === 'active');
  const taken = new Set(active.map((p) => `${p.tableNumber}.${p.seatNumber}`));
  const open = tables.filter((tb) => tb.isActive);
  if (
    preferred?.table != null &&
    preferred.seat != null &&
    open.some((tb) => tb.tableNumber === preferred.table) &&
    !taken.has(`${preferred.table}.${preferred.seat}`)
  ) {
    return { table: preferred.table, seat: preferred.seat };
  }
  const seated = (table: number) => active.filter((p) => p.tableNumber === table).length;
  for (const tb of [...open].sort(
    (a, b) => seated(a.tableNumber) - seated(b.tableNumber) || a.tableNumber - b.tableNumber,
  )) {
    const s = Array.from({ length: tb.maxSeats }, (_, i) => i + 1).find(
      (n) => !taken.has(`${tb.tableNumber}.${n}`),
    );
    if (s) return { table: tb.tableNumber, seat: s };
  }
  return undefined;
}

/** The player's columns back in play at `seat`: active again, with the elimination and its payout undone. */
export const backInPlay = (seat: Seat) => ({
  status: 'active' as const,
  finishPosition: null,
  eliminatedAt: null,
  eliminatedById: null,
  payoutCents: null,
  tableNumber: seat.table,
  seatNumber: seat.seat,
});
