import { catchUp, levelMs, pauseClock, tournamentEvents, tournamentMessages } from '@pokerhome/domain';
import { readTogether } from '../../db/read-together.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { setGameStatus } from '../games/index.ts';
import type { ActionOutcome } from './actions.ts';
import { settleKnockout } from './bounty-settlement.ts';
import { newDisplayLink } from './display-link.ts';
import { backInPlay, freeSeat } from './free-seat.ts';
import { renumberPlaces } from './places.ts';
import { loadFigures } from './tournament-figures.ts';
import { columnsOf, recommendations, recordOf } from './tournament-state.ts';
import * as repo from './tournaments.repository.ts';

const conflict = (message: string) => new AppError('CONFLICT', message);

/** The tournament's player by id among those read, or 404. */
function playerAmong(players: repo.PlayerRow[], playerId: string) {
  const player = players.find((p) => p.id === playerId);
  if (!player) throw notFound(tournamentMessages.playerNotFound);
  return player;
}

async function activePlayer(tx: repo.Tx, t: repo.TournamentRow, playerId: string) {
  return playerAmong(await repo.playersOf(tx, t.id), playerId);
}

/** Finishing positions are final: payouts go to the places the structure pays, the game is completed. */
async function complete(tx: repo.Tx, t: repo.TournamentRow, now: number) {
  const players = await repo.playersOf(tx, t.id);
  const amounts = (await loadFigures(tx, t, players)).payouts.map((p) => p.amountCents);
  for (const p of players) {
    const place = p.finishPosition ?? 1;
    await repo.updatePlayer(tx, p.id, {
      finishPosition: place,
      payoutCents: place <= amounts.length ? amounts[place - 1]! : 0,
    });
  }
  await repo.save(tx, t.id, {
    status: 'completed',
    clockState: 'stopped',
    endedAt: new Date(now),
    levelEndsAt: null,
    remainingMs: null,
    breakEndsAt: null,
  });
  await setGameStatus(tx, t.gameId, 'completed');
}

/**
 * Out in place = players remaining; the last one standing wins and the tournament completes. `all`
 * is the tournament's players as the action's transaction read them (host-actions.ts): read once.
 */
export const eliminate =
  (playerId: string, eliminatedById?: string) =>
  async (tx: repo.Tx, t: repo.TournamentRow, now: number, all: repo.PlayerRow[]): Promise<ActionOutcome> => {
    const player = playerAmong(all, playerId);
    if (player.status === 'eliminated')
      return { message: tournamentMessages.alreadyEliminated, changed: false };
    let by: repo.PlayerRow | undefined;
    if (eliminatedById) {
      by = playerAmong(all, eliminatedById);
      if (by.status !== 'active' || by.id === player.id)
        throw badRequest('The eliminating player must be another player still in', {
          eliminatedByPlayerId: 'Choose another player still in',
        });
    }
    const remaining = all.filter((p) => p.status === 'active').length;
    const winner =
      remaining - 1 === 1 ? all.find((p) => p.status === 'active' && p.id !== player.id) : undefined;
    const bounties = await settleKnockout(tx, t, player.id, by?.id, winner?.id, all);
    const out = {
      status: 'eliminated',
      finishPosition: remaining,
      eliminatedAt: new Date(now),
      eliminatedById: eliminatedById ?? null,
      chipCount: 0,
    } as const;
    await repo.updatePlayer(tx, player.id, out);
    // The places from the players as they now stand: those read, with this one out.
    await renumberPlaces(
      tx,
      t.id,
      all.map((p) => (p.id === player.id ? { ...p, ...out } : p)),
    );
    if (remaining - 1 <= 1) {
      await complete(tx, t, now);
      return {
        message: `${player.name} finished in place ${remaining}. The tournament is complete.`,
        event: tournamentEvents.eliminated,
        changed: true,
        bounties,
        details: {
          playerId,
          playerName: player.name,
          position: remaining,
          eliminatedByName: by?.name ?? null,
        },
      };
    }
    const saved =
      t.pauseOnPlayerElimination && t.clockState === 'running'
        ? await repo.save(tx, t.id, {
            ...columnsOf(pauseClock(catchUp(recordOf(t), t.levels, now), now)),
            status: 'paused',
            pauseReason: `${player.name} eliminated`,
          })
        : await repo.save(tx, t.id, {});
    return {
      message: `${player.name} finished in place ${remaining}`,
      event: tournamentEvents.eliminated,
      changed: true,
      saved,
      bounties,
      details: { playerId, playerName: player.name, position: remaining, eliminatedByName: by?.name ?? null },
    };
  };

/**
 * Brings back an elimination (the most recent, or the given player's), to a free seat (theirs if
 * still free); reopens a completed tournament. `known`: the players as the transaction already read
 * them (the host's Undo), not read again; `savedAfter`: the caller saves the tournament after it.
 */
export const undoElimination =
  (playerId?: string, known?: repo.PlayerRow[], savedAfter = false) =>
  async (tx: repo.Tx, t: repo.TournamentRow): Promise<ActionOutcome> => {
    const players = known ?? (await repo.playersOf(tx, t.id));
    const last = players
      .filter((p) => p.status === 'eliminated' && p.eliminatedAt && (!playerId || p.id === playerId))
      .sort((a, b) => b.eliminatedAt!.getTime() - a.eliminatedAt!.getTime())[0];
    if (!last) {
      // The host's undo stack names a player who is already back in (undone another way): nothing to do.
      if (playerId) return { message: tournamentMessages.nothingToUndo, changed: false };
      throw conflict(tournamentMessages.nothingToUndo);
    }
    const seat = freeSeat(await repo.tablesOf(tx, t.id), players, {
      table: last.tableNumber,
      seat: last.seatNumber,
    });
    if (!seat) throw conflict('There is no free seat to bring the player back to');
    if (t.status === 'completed') {
      // Reopen: the winner is no longer decided; the clock waits paused for the host.
      for (const p of players)
        if (p.status === 'active' || p.finishPosition === 1)
          await repo.updatePlayer(tx, p.id, { finishPosition: null, payoutCents: null });
      for (const p of players.filter((x) => x.status === 'eliminated'))
        await repo.updatePlayer(tx, p.id, { payoutCents: null });
      await setGameStatus(tx, t.gameId, 'scheduled');
      await repo.save(tx, t.id, {
        status: 'paused',
        clockState: 'paused',
        endedAt: null,
        remainingMs: levelMs(t.levels, t.levelIndex),
        pauseReason: 'Elimination undone',
      });
    } else if (!savedAfter) {
      // A new version for the change; the host's Undo saves the clock after it, which bumps it too.
      await repo.save(tx, t.id, {});
    }
    await repo.updatePlayer(tx, last.id, backInPlay(seat));
    await renumberPlaces(tx, t.id);
    return { message: `${last.name} is back in at table ${seat.table}, seat ${seat.seat}`, changed: true };
  };

/** A real move to a free seat; the unique seat index refuses a seat another move just took. */
export const move =
  (playerId: string, toTable: number, toSeat: number) =>
  async (tx: repo.Tx, t: repo.TournamentRow): Promise<ActionOutcome> => {
    const player = await activePlayer(tx, t, playerId);
    if (player.status !== 'active') throw conflict(tournamentMessages.alreadyEliminated);
    const table = (await repo.tablesOf(tx, t.id)).find((tb) => tb.tableNumber === toTable && tb.isActive);
    if (!table || toSeat > table.maxSeats)
      throw badRequest(tournamentMessages.seatInvalid, { toSeat: tournamentMessages.seatInvalid });
    if (player.tableNumber === toTable && player.seatNumber === toSeat)
      return { message: 'The player is already there', changed: false };
    const occupied = (await repo.playersOf(tx, t.id)).some(
      (p) => p.status === 'active' && p.tableNumber === toTable && p.seatNumber === toSeat,
    );
    if (occupied) throw conflict(tournamentMessages.seatTaken);
    await repo.updatePlayer(tx, player.id, { tableNumber: toTable, seatNumber: toSeat });
    await repo.save(tx, t.id, {});
    return { message: `${player.name} moved to table ${toTable}, seat ${toSeat}`, changed: true };
  };

export const setChips =
  (chips: { playerId: string; chipCount: number }[]) =>
  async (tx: repo.Tx, t: repo.TournamentRow): Promise<ActionOutcome> => {
    for (const c of chips) {
      const p = await activePlayer(tx, t, c.playerId);
      if (p.status !== 'active') throw conflict(`${p.name}: ${tournamentMessages.alreadyEliminated}`);
      await repo.updatePlayer(tx, p.id, { chipCount: c.chipCount });
    }
    await repo.save(tx, t.id, { chipCountsKept: true });
    return { message: 'Chip counts updated', changed: true };
  };

export const moveButton =
  (tableNumber: number, seatNumber: number) =>
  async (tx: repo.Tx, t: repo.TournamentRow): Promise<ActionOutcome> => {
    const table = (await repo.tablesOf(tx, t.id)).find((tb) => tb.tableNumber === tableNumber);
    if (!table || seatNumber > table.maxSeats)
      throw badRequest(tournamentMessages.seatInvalid, { seatNumber: tournamentMessages.seatInvalid });
    await repo.updateTable(tx, t.id, tableNumber, { buttonSeat: seatNumber });
    await repo.save(tx, t.id, {});
    return { message: `Dealer button at table ${tableNumber}, seat ${seatNumber}`, changed: true };
  };

/** Applies exactly the recommendation the host saw, if it still stands. */
export const applyRecommendation =
  (id: string) =>
  async (tx: repo.Tx, t: repo.TournamentRow): Promise<ActionOutcome> => {
    const [tables, players] = await readTogether(
      tx,
      () => repo.tablesOf(tx, t.id),
      () => repo.playersOf(tx, t.id),
    );
    const rec = recommendations(tables, players).find((r) => r.id === id);
    if (!rec) throw conflict('This recommendation no longer applies: the tables have changed');
    for (const m of rec.moves)
      await repo.updatePlayer(tx, m.playerId, { tableNumber: m.toTable, seatNumber: m.toSeat });
    if (rec.type === 'break-table')
      await repo.updateTable(tx, t.id, rec.moves[0]!.fromTable, { isActive: false });
    await repo.save(tx, t.id, {});
    return {
      message:
        rec.type === 'break-table'
          ? `Table ${rec.moves[0]!.fromTable} broken`
          : `${rec.moves[0]!.playerName} moved`,
      changed: true,
    };
  };

/** The host ends the tournament: players still in are placed by chip count. */
export const end =
  () =>
  async (tx: repo.Tx, t: repo.TournamentRow, now: number): Promise<ActionOutcome> => {
    const active = (await repo.playersOf(tx, t.id))
      .filter((p) => p.status === 'active')
      .sort((a, b) => b.chipCount - a.chipCount);
    for (const [i, p] of active.entries()) await repo.updatePlayer(tx, p.id, { finishPosition: i + 1 });
    await complete(tx, t, now);
    return { message: 'Tournament ended', changed: true };
  };

/** A new display link; the old one stops working at once (a TV on it sees 'Tournament Not Found'). */
export const rotateDisplayLink =
  () =>
  async (tx: repo.Tx, t: repo.TournamentRow): Promise<ActionOutcome> => {
    await repo.save(tx, t.id, newDisplayLink());
    return { message: 'A new display link was made; the old one no longer works', changed: false };
  };
