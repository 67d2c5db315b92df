import type { FastifyInstance } from 'fastify';
import type { DomainEvents } from '../../lib/events.ts';
import { findGameRow } from '../games/index.ts';
import { backInPlay, freeSeat } from './free-seat.ts';
import type { Realtime } from './realtime.ts';
import * as repo from './tournaments.repository.ts';

/**
 * The ledger took an entry for a game: a rebuy or add-on grows the player's stack, a re-entry seats an
 * eliminated player again with a new stack (under the tournament's lock, like any host action), and every screen following the tournament gets the new
 * state, whose prize pool now comes from the ledger.
 */
export async function onLedgerChanged(
  app: FastifyInstance,
  realtime: Realtime,
  { gameId, chips }: DomainEvents['ledger-changed'],
) {
  try {
    const t = await repo.findByGame(app.db, gameId);
    if (!t) return;
    if (chips && (t.status === 'active' || t.status === 'paused')) {
      await app.db.transaction(async (tx) => {
        await repo.lock(tx, t.id);
        const players = await repo.playersOf(tx, t.id);
        const player = players.find((p) => p.participantId === chips.participantId);
        if (!player) return;
        if (player.status === 'active') {
          await repo.updatePlayer(tx, player.id, { chipCount: Math.max(0, player.chipCount + chips.delta) });
        } else if (chips.kind !== 'add_on' && chips.delta > 0) {
          // A re-entry, or a rebuy after busting, is a new stack at a free seat; the old finish no longer stands.
          const seat = freeSeat(await repo.tablesOf(tx, t.id), players);
          if (!seat) return;
          // A re-entry is a new entry: a new bounty on the head (docs/tournament.md, "Bounties").
          const bountyCents =
            chips.kind === 're_entry'
              ? ((await findGameRow(tx, gameId))?.bountyCents ?? 0)
              : player.bountyCents;
          await repo.updatePlayer(tx, player.id, {
            ...backInPlay(seat),
            bountyCents,
            chipCount: chips.delta,
          });
        } else {
          return;
        }
        await repo.save(tx, t.id, {});
      });
    }
    await realtime.broadcast(t.id);
  } catch (error) {
    // The entry is recorded either way; screens catch up on their next update or poll.
    app.log.error({ err: error, gameId }, 'could not bring the tournament up to date with the ledger');
  }
}
