import {
  type ClockData,
  type ClockRecord,
  clockView,
  type Figures,
  recommendationId,
  recommendBalancing,
  type Tournament,
  type TournamentState,
} from '@pokerhome/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readTogether } from '../../db/read-together.ts';
import { games } from '../../db/schema.ts';
import type { GameRow } from '../games/index.ts';
import * as hostActions from './host-actions.repository.ts';
import { loadFigures } from './tournament-figures.ts';
import type { PlayerRow, TableRow, TournamentRow, Tx } from './tournaments.repository.ts';
import * as repo from './tournaments.repository.ts';

export type Viewer = { userId: string | null; isHost: boolean };

export const recordOf = (t: TournamentRow): ClockRecord => ({
  clockState: t.clockState,
  levelIndex: t.levelIndex,
  levelEndsAt: t.levelEndsAt?.getTime() ?? null,
  remainingMs: t.remainingMs,
  breakEndsAt: t.breakEndsAt?.getTime() ?? null,
});

export const columnsOf = (r: ClockRecord) => ({
  clockState: r.clockState,
  levelIndex: r.levelIndex,
  levelEndsAt: r.levelEndsAt === null ? null : new Date(r.levelEndsAt),
  remainingMs: r.remainingMs,
  breakEndsAt: r.breakEndsAt === null ? null : new Date(r.breakEndsAt),
});

/** The wire's major-unit payouts, from the figures' cents. */
export const payoutsOf = (f: Figures) =>
  f.payouts.map((p) => ({ position: p.position, percentage: p.percentage, amount: p.amountCents / 100 }));

export function clockData(t: TournamentRow, players: PlayerRow[], figures: Figures, now: number): ClockData {
  const view = clockView(recordOf(t), t.levels, now);
  const active = players.filter((p) => p.status === 'active');
  const live = t.status === 'active' || t.status === 'paused';
  return {
    tournamentId: t.id,
    status: t.status,
    clockState: t.clockState,
    currentLevel: view.currentLevel,
    timeRemaining: live ? view.timeRemaining : 0,
    blindLevelEndTime:
      view.record.levelEndsAt === null ? null : new Date(view.record.levelEndsAt).toISOString(),
    blinds: view.blinds,
    nextBlinds: view.nextBlinds,
    isLastLevel: view.isLastLevel,
    overtimeMs: live ? view.overtimeMs : 0,
    playersRemaining: active.length,
    totalPrizePool: figures.prizePoolCents / 100,
    averageChips: figures.averageStack,
    levelRemainingMs: t.clockState === 'break' ? (view.record.remainingMs ?? null) : null,
    isOnBreak: view.isOnBreak,
    breakEndTime: view.record.breakEndsAt === null ? null : new Date(view.record.breakEndsAt).toISOString(),
    pauseReason: t.clockState === 'paused' ? t.pauseReason : null,
    timestamp: new Date(now).toISOString(),
  };
}

export function recommendations(tables: TableRow[], players: PlayerRow[]) {
  const names = new Map(players.map((p) => [p.id, p.name]));
  const active = tables.filter((t) => t.isActive);
  const recs = recommendBalancing(
    active.map((t) => ({
      tableNumber: t.tableNumber,
      maxSeats: t.maxSeats,
      buttonSeat: t.buttonSeat,
      seats: players
        .filter((p) => p.status === 'active' && p.tableNumber === t.tableNumber && p.seatNumber !== null)
        .map((p) => ({ seatNumber: p.seatNumber!, playerId: p.id })),
    })),
  );
  return recs.map((r) => ({
    id: recommendationId(r),
    type: r.type,
    reason:
      r.type === 'break-table'
        ? `The field fits at one fewer table: break table ${r.tableNumber}`
        : `Tables differ by more than one player: move the big blind at table ${r.moves[0].fromTable}`,
    moves: r.moves.map((m) => ({ ...m, playerName: names.get(m.playerId) ?? 'Player' })),
  }));
}

/**
 * What a tournament's state is built from besides its own row: its game, tables, players, figures
 * and the host's undo label. Every change to the first four is noted under the game's scope in the
 * change log (docs/read-cache.md), the undo stack under its own (`undo:`), so one build of each
 * serves every reader until the next change (state-builds.ts).
 */
export type StateInputs = {
  game: GameRow;
  tables: TableRow[];
  players: PlayerRow[];
  figures: Figures;
  seating: Seating;
  undoLabel: string | null;
};

/**
 * The parts of the state that depend on the tables and players alone (who sits where, the players'
 * list, the eliminations, the balancing hint), made once per build rather than once per reader
 * (docs/performance.md, "The tournament page's seating made once per build").
 */
export type Seating = Pick<Tournament, 'tables' | 'players' | 'eliminations' | 'recommendations'> & {
  playerIdOfUser: ReadonlyMap<string, string>;
};

export function seatingOf(tables: TableRow[], players: PlayerRow[]): Seating {
  const byId = new Map(players.map((p) => [p.id, p]));
  // Who sits where, looked up once per seat instead of a scan of the players per seat.
  const seated = new Map(
    players
      .filter((p) => p.status === 'active' && p.seatNumber !== null)
      .map((p) => [`${p.tableNumber}:${p.seatNumber}`, p]),
  );
  // The first player row of each account, as `players.find` gave it before.
  const playerIdOfUser = new Map<string, string>();
  for (const p of players) if (p.userId && !playerIdOfUser.has(p.userId)) playerIdOfUser.set(p.userId, p.id);
  return {
    tables: tables.map((table) => ({
      tableNumber: table.tableNumber,
      maxSeats: table.maxSeats,
      isActive: table.isActive,
      buttonSeat: table.buttonSeat,
      seats: Array.from({ length: table.maxSeats }, (_, i) => {
        const p = seated.get(`${table.tableNumber}:${i + 1}`);
        return {
          seatNumber: i + 1,
          playerId: p?.id ?? null,
          playerName: p?.name ?? null,
          isActive: p !== undefined,
          chipCount: p?.chipCount ?? 0,
        };
      }),
    })),
    players: players.map((p) => ({
      id: p.id,
      userId: p.userId,
      participantId: p.participantId,
      name: p.name,
      tableNumber: p.status === 'active' ? p.tableNumber : null,
      seatNumber: p.status === 'active' ? p.seatNumber : null,
      chipCount: p.chipCount,
      status: p.status,
      finishPosition: p.finishPosition,
      payout: p.payoutCents === null ? null : p.payoutCents / 100,
      bountyCents: p.bountyCents,
    })),
    eliminations: players
      .filter((p) => p.status === 'eliminated' && p.eliminatedAt)
      .sort((a, b) => (a.finishPosition ?? 0) - (b.finishPosition ?? 0))
      .map((p) => ({
        playerId: p.id,
        playerName: p.name,
        position: p.finishPosition ?? 0,
        eliminatedAt: p.eliminatedAt!.toISOString(),
        eliminatedByName: p.eliminatedById ? (byId.get(p.eliminatedById)?.name ?? null) : null,
      })),
    recommendations: recommendations(tables, players),
    playerIdOfUser,
  };
}

export async function loadInputs(
  db: FastifyInstance['db'] | Tx,
  t: TournamentRow,
): Promise<Omit<StateInputs, 'undoLabel'>> {
  const [[game], tables, players] = await readTogether(
    db,
    () => db.select().from(games).where(eq(games.id, t.gameId)),
    () => repo.tablesOf(db, t.id),
    () => repo.playersOf(db, t.id),
  );
  const figures = await loadFigures(db, t, players, game);
  return { game: game!, tables, players, figures, seating: seatingOf(tables, players) };
}

/** The label of the host's next undo (the top of the stack), or null. */
export async function loadUndoLabel(db: FastifyInstance['db'] | Tx, t: TournamentRow) {
  return (await hostActions.top(db, t.id))?.label ?? null;
}

/**
 * The whole tournament as a viewer may see it, with its clock, computed at `now` from its inputs
 * (state-builds.ts shares them): no database read. The clock comes from `t`, the row as read now (a
 * clock change alone notes nothing in the change log), so the inputs may be older than `t`.
 */
export function stateOf(
  app: FastifyInstance,
  t: TournamentRow,
  inputs: StateInputs,
  viewer: Viewer,
  now = Date.now(),
): TournamentState {
  const { game, players, figures, seating } = inputs;
  const undo = viewer.isHost && inputs.undoLabel !== null ? { label: inputs.undoLabel } : undefined;
  const clock = clockData(t, players, figures, now);
  const tournament: Tournament = {
    id: t.id,
    version: t.version,
    gameId: t.gameId,
    name: game!.name,
    status: t.status,
    clockState: t.clockState,
    startTime: t.startedAt?.toISOString() ?? null,
    endTime: t.endedAt?.toISOString() ?? null,
    isOnBreak: clock.isOnBreak,
    breakEndTime: clock.breakEndTime,
    pauseReason: clock.pauseReason,
    currentBlindLevel: clock.currentLevel,
    currentBlinds: clock.blinds,
    blindLevelEndTime: clock.blindLevelEndTime,
    levels: t.levels,
    totalPlayers: players.length,
    playersRemaining: clock.playersRemaining,
    totalPrizePool: clock.totalPrizePool,
    currency: game!.currency,
    payouts: payoutsOf(figures),
    averageChips: clock.averageChips,
    figures,
    tables: seating.tables,
    players: seating.players,
    eliminations: seating.eliminations,
    recommendations: t.status === 'active' || t.status === 'paused' ? seating.recommendations : [],
    hostId: game!.hostId,
    canManage: viewer.isHost,
    myPlayerId: viewer.userId ? (seating.playerIdOfUser.get(viewer.userId) ?? null) : null,
    configuration: {
      autoAdvanceBlinds: t.autoAdvanceBlinds,
      pauseOnPlayerElimination: t.pauseOnPlayerElimination,
      allowLateRegistration: t.allowLateRegistration,
      lateRegistrationEndLevel: t.lateRegistrationEndLevel,
    },
    maxPlayersPerTable: t.maxPlayersPerTable,
    ...displayLinkFor(app, t, viewer.isHost),
    undoLabel: undo?.label ?? null,
  };
  return { tournament, clock };
}

/** The TV's link and short code, for the host only (decision 0038 for the link's address). */
function displayLinkFor(app: FastifyInstance, t: TournamentRow, isHost: boolean) {
  return {
    displayUrl: isHost ? `${app.config.publicUrl}/display/${t.displayToken}` : null,
    displayUrlIsPublic: isHost && app.config.publicUrlSet,
    displayCode: isHost ? t.displayCode : null,
  };
}

/** What the clock is computed from (the tournament row, its players, the pool): cacheable. */
export type ClockInputs = { t: TournamentRow; players: PlayerRow[]; figures: Figures };

export async function loadClockInputs(db: FastifyInstance['db'], t: TournamentRow): Promise<ClockInputs> {
  const players = await repo.playersOf(db, t.id);
  return { t, players, figures: await loadFigures(db, t, players) };
}
