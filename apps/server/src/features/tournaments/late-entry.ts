import {
  clockView,
  isActive,
  type LateEntryRequest,
  lateEntryRefusal,
  ledgerMessages,
  tournamentMessages,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { addWalkIn, findGameRow, listParticipants } from '../games/index.ts';
import { recordEntryIn } from '../ledger/index.ts';
import type { Mutation } from './actions.ts';
import { distinctName, entrantName } from './entrant-name.ts';
import { freeSeat } from './free-seat.ts';
import { renumberPlaces } from './places.ts';
import { recordOf } from './tournament-state.ts';
import * as repo from './tournaments.repository.ts';

/**
 * Late registration (docs/tournament.md, "Late registration"): up to and including the configured
 * level, the host seats a player of the game who is not in the tournament yet at the least crowded
 * table (a new table when every seat is taken), with the starting stack and, in a bounty tournament,
 * the bounty on their head. Their buy-in goes to the ledger in the same transaction, so the pool,
 * chips in play and payouts grow with the field, together or not at all. A walk-in (`guest`) is added
 * to the game in the same transaction (decision 0037: at the game's maximum the host is asked first).
 */
export const lateEntry =
  (app: FastifyInstance, auth: AuthContext, body: LateEntryRequest): Mutation =>
  async (tx, t, now) => {
    const currentLevel = clockView(recordOf(t), t.levels, now).currentLevel;
    const refusal = lateEntryRefusal(t, { status: t.status, currentLevel });
    if (refusal) throw badRequest(refusal, { participantId: refusal });
    const participantId = body.guest
      ? await addWalkIn(tx, auth, (await findGameRow(tx, t.gameId))!, body.guest, body)
      : body.participantId!;
    const entrant = (await listParticipants(tx, t.gameId)).find((p) => p.participant.id === participantId);
    if (!entrant || !isActive(entrant.participant.status))
      throw badRequest(ledgerMessages.playerNotInGame, { participantId: ledgerMessages.playerNotInGame });
    const players = await repo.playersOf(tx, t.id);
    if (players.some((p) => p.participantId === participantId))
      throw new AppError('CONFLICT', tournamentMessages.alreadyInTournament);
    const tables = await repo.tablesOf(tx, t.id);
    let seat = freeSeat(tables, players);
    if (!seat) {
      const tableNumber = Math.max(0, ...tables.map((tb) => tb.tableNumber)) + 1;
      await repo.insertTable(tx, {
        tournamentId: t.id,
        tableNumber,
        maxSeats: t.maxPlayersPerTable,
        buttonSeat: 1,
      });
      seat = { table: tableNumber, seat: 1 };
    }
    const game = (await findGameRow(tx, t.gameId))!;
    const p = entrant.participant;
    const name = distinctName(
      entrantName({ ...p, firstName: entrant.firstName, lastName: entrant.lastName }),
      players.map((x) => x.name),
    );
    await repo.insertPlayer(tx, {
      tournamentId: t.id,
      participantId,
      userId: p.userId,
      name,
      tableNumber: seat.table,
      seatNumber: seat.seat,
      chipCount: game.startingChips ?? 0,
      bountyCents: game.bountyCents,
    });
    // The busted players move one place down: the new entrant finishes above them or later.
    await renumberPlaces(tx, t.id);
    await repo.save(tx, t.id, {});
    // A player who paid before the start (check-in) already has their buy-in: the refusal comes
    // before any write, so the transaction goes on.
    await recordEntryIn(app, tx, auth, t.gameId, {
      participantId,
      kind: 'buy_in',
      note: 'Late registration',
    }).catch((error: unknown) => {
      if (!(error instanceof AppError && error.message === ledgerMessages.alreadyBoughtIn)) throw error;
    });
    return { message: `${name} joined at table ${seat.table}, seat ${seat.seat}`, changed: true };
  };
