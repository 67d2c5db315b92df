import fc from 'fast-check';
import { seatDraw, seededRng } from './seat-draw.ts';

/** `count` players, `p0` to `p{count - 1}`: the field the seating tests draw. */
export const playerIds = (count: number) => Array.from({ length: count }, (_, i) => `p${i}`);

/**
 * For the seating properties: 2 to `maxPlayers` players drawn onto tables of 2 to 10 seats, with
 * the draw's table size and seed beside its assignments.
 */
export const drawnField = (maxPlayers: number) =>
  fc
    .record({
      players: fc.integer({ min: 2, max: maxPlayers }),
      maxSeats: fc.integer({ min: 2, max: 10 }),
      seed: fc.integer(),
    })
    .map(({ players, maxSeats, seed }) => {
      const ids = playerIds(players);
      return {
        ids,
        maxSeats,
        seed,
        ...seatDraw(ids, { maxPlayersPerTable: maxSeats, rng: seededRng(seed) }),
      };
    });
