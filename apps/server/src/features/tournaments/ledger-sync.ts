import type { FastifyInstance } from 'fastify';
import type { DomainEvents } from '../../lib/events.ts';
import { findGameRow } from '../games/index.ts';
import { backInPlay, freeSeat } from './free-seat.ts';
import { renumberPlaces } from './places.ts';
import type { Realtime } from './realtime.ts';
import * as repo from './tournaments.repository.ts';

/**
 * The ledger took an entry that changes a stack, inside its transaction (docs/ledger.md, "One
 * transaction"): a rebuy or add-on grows the player's stack, a re-entry (or a rebuy after busting)
 * seats an eliminated player again with a new stack, a reversal takes the chips back. Written in the
 * ledger's transaction under the tournament's lock (taken after the game's), so the entry and the
 * chips commit together; an error here rolls the entry back.
 */
export async function applyLedgerChips({ tx, gameId, chips }: DomainEvents['ledger-entry-recorded']) {
  const found = await repo.findByGame(tx, gameId);
  if (!found || (found.status !== 'active' && found.status !== 'paused')) return;
  const t = (await repo.lock(tx, found.id))!;
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
      chips.kind === 're_entry' ? ((await findGameRow(tx, gameId))?.bountyCents ?? 0) : player.bountyCents;
    await repo.updatePlayer(tx, player.id, { ...backInPlay(seat), bountyCents, chipCount: chips.delta });
    await renumberPlaces(tx, t.id);
  } else {
    return;
  }
  await repo.save(tx, t.id, {});
}

/** After the ledger's commit: every screen following the tournament gets the new state (its pool). */
export async function onLedgerChanged(
  app: FastifyInstance,
  realtime: Realtime,
  { gameId }: DomainEvents['ledger-changed'],
) {
  try {
    const t = await repo.findByGame(app.db, gameId);
    if (t) await realtime.broadcast(t.id);
  } catch (error) {
    // The entry is committed either way; screens catch up on their next update or poll.
    app.log.error({ err: error, gameId }, 'could not tell the screens of a ledger change');
  }
}
