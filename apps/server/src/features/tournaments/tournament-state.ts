import {
  type ClockData,
  type ClockRecord,
  clockView,
  payoutPlan,
  prizePoolCents,
  recommendationId,
  recommendBalancing,
  type Tournament,
  type TournamentState,
} from '@pokerhome/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { games } from '../../db/schema.ts';
import { ledgerPrizePool } from '../ledger/index.ts';
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

type Money = {
  poolCents: number;
  currency: string;
  payouts: { position: number; percentage: number; amount: number }[];
  amountsCents: number[];
};

type LedgerPool = Awaited<ReturnType<typeof ledgerPrizePool>>;

/**
 * Prize pool and payouts: from the ledger once anything is recorded there (entries, rebuys and
 * add-ons minus house fees), before that the estimate of buy-in minus house fee per player. Payouts
 * follow the game's structure or the preset for the field size, rounded to the game's unit.
 */
export function money(game: typeof games.$inferSelect, players: number, ledger: LedgerPool = null): Money {
  const poolCents = ledger?.poolCents ?? prizePoolCents(game.buyInCents, game.houseFeeCents, players);
  const { percentages, amounts } = payoutPlan(
    poolCents,
    game.payouts?.map((p) => p.percentage) ?? null,
    ledger?.entries ?? players,
    game.payoutUnitCents,
  );
  return {
    poolCents,
    currency: game.currency,
    payouts: percentages.map((percentage, i) => ({ position: i + 1, percentage, amount: amounts[i]! / 100 })),
    amountsCents: amounts,
  };
}

export function clockData(t: TournamentRow, players: PlayerRow[], poolCents: number, now: number): ClockData {
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
    totalPrizePool: poolCents / 100,
    averageChips: active.length ? Math.round(active.reduce((n, p) => n + p.chipCount, 0) / active.length) : 0,
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

/** The whole tournament as a viewer may see it, with its clock, computed at `now`. */
export async function loadState(
  app: FastifyInstance,
  db: FastifyInstance['db'] | Tx,
  t: TournamentRow,
  viewer: Viewer,
  now = Date.now(),
): Promise<TournamentState> {
  const [game] = await db.select().from(games).where(eq(games.id, t.gameId));
  const [tables, players, ledger] = await Promise.all([
    repo.tablesOf(db, t.id),
    repo.playersOf(db, t.id),
    ledgerPrizePool(db, t.gameId),
  ]);
  const m = money(game!, players.length, ledger);
  const clock = clockData(t, players, m.poolCents, now);
  const byId = new Map(players.map((p) => [p.id, p]));
  const tournament: Tournament = {
    id: t.id,
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
    currency: m.currency,
    payouts: m.payouts,
    averageChips: clock.averageChips,
    tables: tables.map((table) => ({
      tableNumber: table.tableNumber,
      maxSeats: table.maxSeats,
      isActive: table.isActive,
      buttonSeat: table.buttonSeat,
      seats: Array.from({ length: table.maxSeats }, (_, i) => {
        const p = players.find(
          (x) => x.status === 'active' && x.tableNumber === table.tableNumber && x.seatNumber === i + 1,
        );
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
      name: p.name,
      tableNumber: p.status === 'active' ? p.tableNumber : null,
      seatNumber: p.status === 'active' ? p.seatNumber : null,
      chipCount: p.chipCount,
      status: p.status,
      finishPosition: p.finishPosition,
      payout: p.payoutCents === null ? null : p.payoutCents / 100,
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
    recommendations: t.status === 'active' || t.status === 'paused' ? recommendations(tables, players) : [],
    hostId: game!.hostId,
    canManage: viewer.isHost,
    myPlayerId: viewer.userId ? (players.find((p) => p.userId === viewer.userId)?.id ?? null) : null,
    configuration: {
      autoAdvanceBlinds: t.autoAdvanceBlinds,
      pauseOnPlayerElimination: t.pauseOnPlayerElimination,
      allowLateRegistration: t.allowLateRegistration,
      lateRegistrationEndLevel: t.lateRegistrationEndLevel,
    },
    maxPlayersPerTable: t.maxPlayersPerTable,
    displayUrl: viewer.isHost ? `${app.config.publicUrl}/display/${t.displayToken}` : null,
  };
  return { tournament, clock };
}

/** The host's variant of a state already loaded for nobody in particular: the host's fields only. */
export function asHost(app: FastifyInstance, t: TournamentRow, state: TournamentState): TournamentState {
  return {
    ...state,
    tournament: {
      ...state.tournament,
      canManage: true,
      displayUrl: `${app.config.publicUrl}/display/${t.displayToken}`,
    },
  };
}

/** What the clock is computed from (the tournament row, its players, the pool): cacheable. */
export type ClockInputs = { t: TournamentRow; players: PlayerRow[]; poolCents: number };

export async function loadClockInputs(db: FastifyInstance['db'], t: TournamentRow): Promise<ClockInputs> {
  const [game] = await db.select().from(games).where(eq(games.id, t.gameId));
  const [players, ledger] = await Promise.all([repo.playersOf(db, t.id), ledgerPrizePool(db, t.gameId)]);
  return { t, players, poolCents: money(game!, players.length, ledger).poolCents };
}
