import { type FigureEntry, type Figures, tournamentFigures } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { findGameRow, type GameRow } from '../games/index.ts';
import { ledgerFigureEntries } from '../ledger/index.ts';
import type { PlayerRow, TournamentRow, Tx } from './tournaments.repository.ts';

/** The tournament's figures from its game, players and ledger (docs/tournament.md, "Figures"). */
export function figuresOf(
  game: GameRow,
  t: Pick<TournamentRow, 'chipCountsKept'>,
  players: PlayerRow[],
  entries: FigureEntry[],
): Figures {
  return tournamentFigures({
    startingChips: game.startingChips ?? 0,
    buyInCents: game.buyInCents,
    houseFeeCents: game.houseFeeCents,
    players: players.map((p) => ({ id: p.id, name: p.name, status: p.status, chipCount: p.chipCount })),
    expectedPlayers: players.length,
    entries,
    payoutTable: game.payouts?.map((p) => p.percentage) ?? null,
    payoutUnitCents: game.payoutUnitCents,
    chipCountsKept: t.chipCountsKept,
    bountyCents: game.bountyCents,
  });
}

export async function loadFigures(
  db: FastifyInstance['db'] | Tx,
  t: TournamentRow,
  players: PlayerRow[],
  game?: GameRow,
): Promise<Figures> {
  const row = game ?? (await findGameRow(db, t.gameId));
  return figuresOf(row!, t, players, await ledgerFigureEntries(db, t.gameId));
}
