/**
 * Table balancing recommendations in the manner of the TDA rules:
 * - when the field fits in one fewer table, the next table in the breaking order (the highest
 *   number) breaks and its players go to open seats at the other tables, fewest players first;
 * - otherwise, while the fullest and the shortest table differ by more than one, the player due the
 *   big blind next at the fullest table moves to the worst position at the shortest table: the open
 *   seat that will post the big blind soonest.
 */
export type BalanceTable = {
  tableNumber: number;
  maxSeats: number;
  buttonSeat: number | null;
  /** Occupied seats only. */
  seats: { seatNumber: number; playerId: string }[];
};
export type BalanceMove = {
  playerId: string;
  fromTable: number;
  fromSeat: number;
  toTable: number;
  toSeat: number;
};
export type BalanceRecommendation =
  | { type: 'break-table'; tableNumber: number; moves: BalanceMove[] }
  | { type: 'move'; moves: [BalanceMove] };

const clockwiseFrom = (start: number, max: number) =>
  Array.from({ length: max }, (_, i) => ((start + i) % max) + 1);

/** Occupied seats in dealing order starting just after the button. */
function afterButton(table: BalanceTable): number[] {
  const occupied = new Set(table.seats.map((s) => s.seatNumber));
  return clockwiseFrom(table.buttonSeat ?? 0, table.maxSeats).filter((seat) => occupied.has(seat));
}

/** The player who posts the big blind on the next hand: third occupied seat after the button. */
export function dueBigBlindNext(table: BalanceTable): { seatNumber: number; playerId: string } {
  const order = afterButton(table);
  const seat = order[2 % order.length]!;
  return table.seats.find((s) => s.seatNumber === seat)!;
}

/** The open seat that will post the big blind soonest: first open seat after the current big blind. */
export function worstOpenSeat(table: BalanceTable): number | undefined {
  const occupied = new Set(table.seats.map((s) => s.seatNumber));
  const order = afterButton(table);
  const currentBigBlind = order.length >= 2 ? order[1 % order.length]! : (table.buttonSeat ?? 0);
  return clockwiseFrom(currentBigBlind, table.maxSeats).find((seat) => !occupied.has(seat));
}

const size = (t: BalanceTable) => t.seats.length;

function applyMove(tables: BalanceTable[], move: BalanceMove): BalanceTable[] {
  return tables.map((t) => {
    if (t.tableNumber === move.fromTable)
      return { ...t, seats: t.seats.filter((s) => s.playerId !== move.playerId) };
    if (t.tableNumber === move.toTable)
      return { ...t, seats: [...t.seats, { seatNumber: move.toSeat, playerId: move.playerId }] };
    return t;
  });
}

export function recommendBalancing(
  input: BalanceTable[],
  options: { maxDifference?: number } = {},
): BalanceRecommendation[] {
  const maxDifference = options.maxDifference ?? 1;
  let tables = input
    .filter((t) => t.seats.length > 0 || input.length === 1)
    .map((t) => ({ ...t, seats: [...t.seats] }));
  const recommendations: BalanceRecommendation[] = [];
  const total = tables.reduce((n, t) => n + size(t), 0);

  // Several tables can break at once (e.g. after a long pause in the host's attention).
  while (tables.length > 1) {
    const capacityWithoutOne = [...tables]
      .sort((a, b) => b.tableNumber - a.tableNumber)
      .slice(1)
      .reduce((n, t) => n + t.maxSeats, 0);
    if (total > capacityWithoutOne) break;
    const breaking = tables.reduce((a, b) => (b.tableNumber > a.tableNumber ? b : a));
    let rest = tables.filter((t) => t !== breaking);
    const moves: BalanceMove[] = [];
    for (const seat of [...breaking.seats].sort((a, b) => a.seatNumber - b.seatNumber)) {
      const target = [...rest].sort((a, b) => size(a) - size(b) || a.tableNumber - b.tableNumber)[0]!;
      const toSeat = worstOpenSeat(target)!;
      const move = {
        playerId: seat.playerId,
        fromTable: breaking.tableNumber,
        fromSeat: seat.seatNumber,
        toTable: target.tableNumber,
        toSeat,
      };
      moves.push(move);
      rest = applyMove(rest, move);
    }
    recommendations.push({ type: 'break-table', tableNumber: breaking.tableNumber, moves });
    tables = rest;
  }

  for (let guard = 0; guard < 200 && tables.length > 1; guard++) {
    const fullest = [...tables].sort((a, b) => size(b) - size(a) || a.tableNumber - b.tableNumber)[0]!;
    const shortest = [...tables].sort((a, b) => size(a) - size(b) || a.tableNumber - b.tableNumber)[0]!;
    if (size(fullest) - size(shortest) <= maxDifference) break;
    const mover = dueBigBlindNext(fullest);
    const toSeat = worstOpenSeat(shortest);
    if (toSeat === undefined) break;
    const move: BalanceMove = {
      playerId: mover.playerId,
      fromTable: fullest.tableNumber,
      fromSeat: mover.seatNumber,
      toTable: shortest.tableNumber,
      toSeat,
    };
    recommendations.push({ type: 'move', moves: [move] });
    tables = applyMove(tables, move);
  }
  return recommendations;
}

/** A stable id for a recommendation, so the host applies exactly what they saw. */
export const recommendationId = (r: BalanceRecommendation) =>
  `${r.type}:${r.moves.map((m) => `${m.playerId}@${m.toTable}.${m.toSeat}`).join(',')}`;
