import {
  type BlindLevel,
  type Currency,
  type Ledger,
  type PeriodReportGame,
  type PeriodReportQuery,
  prizePoolOf,
  totalsByPlayer,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { levelFromRow } from '../../lib/blind-levels.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import * as repo from './ledger.repository.ts';
import { gameForLedger, loadLedger } from './ledger.service.ts';
import { lineOf } from './ledger-mappers.ts';
import { csvText, decimal, fileSlug, isoDay } from './report-format.ts';

export type GameReport = {
  ledger: Ledger;
  game: repo.GameRow;
  hostName: string;
  levels: BlindLevel[];
  results: { position: number; name: string; payoutCents: number; netCents: number | null }[];
  timeZone: string;
  generatedAt: Date;
};

/** Everything a game report shows, for whoever may read the ledger. */
export async function gameReport(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
): Promise<GameReport> {
  const { game, canManage } = await gameForLedger(app, auth, gameId, 'read');
  const [ledger, tournament, hostName, timeZone] = await Promise.all([
    loadLedger(app.db, game, canManage),
    repo.tournamentOf(app.db, gameId),
    repo.userName(app.db, game.hostId),
    repo.userTimeZone(app.db, auth.userId),
  ]);
  // The structure as played once the tournament started, as planned before.
  const levels: BlindLevel[] = tournament
    ? tournament.levels
    : (await repo.gameLevels(app.db, gameId)).map(levelFromRow);
  const players = tournament ? await repo.tournamentPlayersOf(app.db, tournament.id) : [];
  const results = players
    .filter((p) => p.finishPosition !== null)
    .sort((a, b) => a.finishPosition! - b.finishPosition!)
    .map((p) => ({
      position: p.finishPosition!,
      name: p.name,
      payoutCents:
        p.payoutCents ?? ledger.payouts.find((l) => l.position === p.finishPosition)?.amountCents ?? 0,
      netCents: ledger.players.find((l) => l.participantId === p.participantId)?.netCents ?? null,
    }));
  return { ledger, game, hostName, levels, results, timeZone, generatedAt: new Date() };
}

export const reportFileName = (r: GameReport, ext: 'pdf' | 'csv') =>
  `${fileSlug(r.game.name)}-${isoDay(r.game.scheduledDate, r.timeZone)}-${ext === 'pdf' ? 'report' : 'ledger'}.${ext}`;

const gameCsvHeader = [
  'recorded_at',
  'kind',
  'player',
  'amount',
  'currency',
  'chips',
  'house_fee',
  'service_fee',
  'processing_fee',
  'recorded_by',
  'note',
  'entry_id',
  'reverses_entry_id',
];

/** One row per ledger entry, amounts in the game's currency with two decimals. */
export function gameCsv(r: GameReport) {
  const { ledger } = r;
  const rows = ledger.entries.map((e) => [
    e.recordedAt,
    e.kind,
    e.participantName,
    decimal(e.amountCents),
    ledger.currency,
    e.chips,
    decimal(e.houseFeeCents),
    decimal(e.serviceFeeCents),
    decimal(e.processingFeeCents),
    e.recordedByName,
    e.note,
    e.id,
    e.reversesEntryId,
  ]);
  return csvText([gameCsvHeader, ...rows], new Set([2, 9, 10]));
}

/** The host's games in the period, one line each with the ledger's totals. */
export async function periodReport(app: FastifyInstance, auth: AuthContext, query: PeriodReportQuery) {
  const timeZone = await repo.userTimeZone(app.db, auth.userId);
  const rows = await repo.hostedGamesBetween(app.db, auth.userId, query.from, query.to, timeZone);
  const games: PeriodReportGame[] = rows.map(({ game, entries }) => {
    const lines = entries.map(lineOf);
    const totals = [...totalsByPlayer(lines).values()];
    const pool = prizePoolOf(lines);
    return {
      gameId: game.id,
      date: isoDay(game.scheduledDate, timeZone),
      name: game.name,
      type: game.type,
      status: game.status,
      currency: game.currency as Currency,
      players: totals.filter((t) => t.counts.buy_in + t.counts.re_entry > 0).length,
      totalInCents: totals.reduce((n, t) => n + t.inCents, 0),
      totalOutCents: totals.reduce((n, t) => n + t.outCents, 0),
      houseFeeCents: pool.houseFeeCents,
      serviceFeeCents: pool.serviceFeeCents,
      processingFeeCents: pool.processingFeeCents,
    };
  });
  return { from: query.from, to: query.to, games };
}

export function periodCsv(report: Awaited<ReturnType<typeof periodReport>>) {
  const header = [
    'date',
    'game',
    'type',
    'status',
    'currency',
    'players',
    'total_in',
    'total_paid_out',
    'house_fees',
    'service_fees',
    'processing_fees',
  ];
  const rows = report.games.map((g) => [
    g.date,
    g.name,
    g.type,
    g.status,
    g.currency,
    g.players,
    decimal(g.totalInCents),
    decimal(g.totalOutCents),
    decimal(g.houseFeeCents),
    decimal(g.serviceFeeCents),
    decimal(g.processingFeeCents),
  ]);
  return csvText([header, ...rows], new Set([1]));
}

export const periodFileName = (q: PeriodReportQuery) => `games-${q.from}-to-${q.to}.csv`;
