import { tournamentEvents, tournamentMessages } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { recordEntryIn, reverseEntryIn } from '../ledger/index.ts';
import type { Mutation } from './actions.ts';
import * as stack from './host-actions.repository.ts';
import { renumberPlaces } from './places.ts';
import { undoElimination } from './player-actions.ts';
import * as repo from './tournaments.repository.ts';

/**
 * The host's undo stack (docs/tournament.md, "Undo"): every action taken from the clock view
 * pushes what undoing it needs; Undo pops the newest. Clock actions restore the clock's stored
 * timestamps as they were, an elimination brings the player back, a rebuy or add-on is reversed in
 * the ledger (a correction entry, as the ledger wants).
 */
type ClockColumns = Pick<
  repo.TournamentRow,
  'status' | 'clockState' | 'levelIndex' | 'levelEndsAt' | 'remainingMs' | 'breakEndsAt' | 'pauseReason'
>;
type Stored<T> = { [K in keyof T]: T[K] extends Date | null ? string | null : T[K] };
type PlayerBefore = Pick<
  repo.PlayerRow,
  'status' | 'finishPosition' | 'eliminatedAt' | 'eliminatedById' | 'tableNumber' | 'seatNumber' | 'chipCount'
>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (s: string | null) => (s ? new Date(s) : null);

const clockOf = (t: repo.TournamentRow): Stored<ClockColumns> => ({
  status: t.status,
  clockState: t.clockState,
  levelIndex: t.levelIndex,
  levelEndsAt: iso(t.levelEndsAt),
  remainingMs: t.remainingMs,
  breakEndsAt: iso(t.breakEndsAt),
  pauseReason: t.pauseReason,
});
const clockColumns = (c: Stored<ClockColumns>): ClockColumns => ({
  ...c,
  levelEndsAt: date(c.levelEndsAt),
  breakEndsAt: date(c.breakEndsAt),
});

/**
 * What Undo needs to take back a clock action (pause, resume, level, break, add time): the clock's
 * stored columns as they were. The action writes it with its change, in one statement
 * (actions.ts, `actOnClock`).
 */
export const clockUndoRecord = (t: repo.TournamentRow) => ({ clock: clockOf(t) });

/**
 * An elimination that Undo can take back: the player, the bounties on heads, and the clock (a pause
 * on elimination). The bounties it settled are recorded in the ledger in the same transaction, and
 * their entries noted on the undo record, so Undo reverses them.
 */
export const undoableElimination =
  (
    app: FastifyInstance,
    auth: AuthContext,
    mutate: (...args: [...Parameters<Mutation>, players: repo.PlayerRow[]]) => ReturnType<Mutation>,
  ): Mutation =>
  async (tx, t, now) => {
    const before = clockOf(t);
    // Read once, for the undo record and the knockout alike.
    const players = await repo.playersOf(tx, t.id);
    const stacks = new Map(players.map((p) => [p.id, p.chipCount]));
    const outcome = await mutate(tx, t, now, players);
    if (!outcome.changed || !outcome.details?.playerId) return outcome;
    const entryIds: string[] = [];
    for (const p of outcome.bounties ?? [])
      entryIds.push((await recordEntryIn(app, tx, auth, t.gameId, { ...p, kind: 'bounty' })).id);
    await stack.push(tx, t.id, 'elimination', `${outcome.details.playerName} eliminated`, {
      playerId: outcome.details.playerId,
      chipCount: stacks.get(outcome.details.playerId) ?? 0,
      heads: Object.fromEntries(players.map((p) => [p.id, p.bountyCents])),
      clock: before,
      ...(entryIds.length ? { entryIds } : {}),
    });
    // A bounty's ledger entry saved the tournament again after the knockout did: its row is read
    // after commit then, not taken from the knockout.
    return entryIds.length ? { ...outcome, saved: undefined } : outcome;
  };

/**
 * Reverses an entry the undo stack names, in the undo's transaction; one already reversed from the
 * Finance tab is taken back all the same (the refusal comes before any write, so the transaction
 * goes on).
 */
const reverseQuietly = (
  app: FastifyInstance,
  tx: repo.Tx,
  auth: AuthContext,
  gameId: string,
  entryId: string,
  label: string,
) =>
  reverseEntryIn(app, tx, auth, gameId, entryId, { reason: `Undone: ${label}` }).catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
  });

/** Undo: takes back the newest action on the stack (409 when there is none), in one transaction. */
export const undoLast =
  (app: FastifyInstance, auth: AuthContext): Mutation =>
  async (tx, t) => {
    const last = await stack.top(tx, t.id);
    if (!last) throw new AppError('CONFLICT', tournamentMessages.nothingToUndoHost);
    await stack.markUndone(tx, last.id, new Date());
    const restore = last.restore as {
      clock?: Stored<ClockColumns>;
      playerId?: string;
      chipCount?: number;
      entryId?: string;
      entryIds?: string[];
      heads?: Record<string, number>;
      player?: Stored<PlayerBefore>;
    };
    const outcome = {
      message: `Undone: ${last.label}`,
      event: tournamentEvents.undone,
      changed: true,
      details: { undone: last.label },
    };
    if (last.kind === 'elimination') {
      const players = await repo.playersOf(tx, t.id);
      const back = await undoElimination(restore.playerId, players, restore.clock !== undefined)(tx, t);
      // The stack they had when they were called out comes back with them.
      if (back.changed && restore.chipCount !== undefined)
        await repo.updatePlayer(tx, restore.playerId!, { chipCount: restore.chipCount });
      // The heads as they were before the knockout (those it changed); the bounties it paid are reversed.
      const heads = new Map(players.map((p) => [p.id, p.bountyCents]));
      for (const [id, bountyCents] of Object.entries(restore.heads ?? {}))
        if (heads.get(id) !== bountyCents) await repo.updatePlayer(tx, id, { bountyCents });
      for (const id of restore.entryIds ?? []) await reverseQuietly(app, tx, auth, t.gameId, id, last.label);
    }
    // The clock is the last write of a clock action's or a knockout's undo: its row is the broadcast's.
    const saved = restore.clock ? await repo.save(tx, t.id, clockColumns(restore.clock)) : undefined;
    if (last.kind !== 'ledger') return { ...outcome, saved };
    // The reversal takes the chips back in this transaction (the ledger tells the stacks).
    await reverseQuietly(app, tx, auth, t.gameId, restore.entryId!, last.label);
    // A rebuy after busting had seated the player again: they are out again, where they finished.
    const before = restore.player;
    if (before?.status === 'eliminated') {
      await repo.updatePlayer(tx, restore.playerId!, { ...before, eliminatedAt: date(before.eliminatedAt) });
      await renumberPlaces(tx, t.id);
      await repo.save(tx, t.id, {});
    }
    return outcome;
  };

/**
 * A rebuy or add-on from the clock view: recorded in the ledger at the game's price (the ledger's
 * rules apply: how many, until which level, at or below the starting stack), which grows the
 * player's stack, and pushed on the undo stack, all in the action's one transaction.
 */
export const ledgerAction =
  (app: FastifyInstance, auth: AuthContext, playerId: string, kind: 'rebuy' | 'add_on'): Mutation =>
  async (tx, t) => {
    if (t.status !== 'active' && t.status !== 'paused')
      throw new AppError('CONFLICT', tournamentMessages.finished);
    const player = (await repo.playersOf(tx, t.id)).find((p) => p.id === playerId);
    if (!player) throw notFound(tournamentMessages.playerNotFound);
    if (!player.participantId)
      throw badRequest(tournamentMessages.playerNotFound, { playerId: tournamentMessages.playerNotFound });
    const entry = await recordEntryIn(app, tx, auth, t.gameId, {
      participantId: player.participantId,
      kind,
      note: '',
    });
    const label = `${kind === 'rebuy' ? 'Rebuy' : 'Add-on'} for ${player.name}`;
    const before: Stored<PlayerBefore> = {
      status: player.status,
      finishPosition: player.finishPosition,
      eliminatedAt: iso(player.eliminatedAt),
      eliminatedById: player.eliminatedById,
      tableNumber: player.tableNumber,
      seatNumber: player.seatNumber,
      chipCount: player.chipCount,
    };
    await stack.push(tx, t.id, 'ledger', label, { entryId: entry.id, playerId, player: before });
    return { message: `${label} recorded`, changed: true };
  };
