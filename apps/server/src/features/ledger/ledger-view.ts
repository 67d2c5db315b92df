import {
  type Currency,
  cashEntryKinds,
  emptyTotals,
  gapKey,
  houseKey,
  isActive,
  isPrizePoolFinal,
  type Ledger,
  type LedgerPlayer,
  ledgerMessages,
  type PayoutLine,
  prizePoolOf,
  type SettleUp,
  settleCashGame,
  totalsByPlayer,
  tournamentEntryKinds,
  tournamentFigures,
  type UnpaidBounties,
  unpaidBountyChoices,
  unpaidBountyPayments,
} from '@pokerhome/domain';
import type { EntryWithNames, GameRow, ParticipantRow, TournamentRow } from './ledger.repository.ts';
import { lineOf, participantName, playerKeyOf, termsOf, toEntry, tournamentNow } from './ledger-mappers.ts';

type TournamentPlayerRow = {
  id: string;
  chipCount: number;
  participantId: string | null;
  name: string;
  finishPosition: number | null;
  status: 'active' | 'eliminated';
  bountyCents: number;
};

export type LedgerInput = {
  game: GameRow;
  participants: ParticipantRow[];
  entries: EntryWithNames[];
  tournament: TournamentRow | undefined;
  tournamentPlayers: TournamentPlayerRow[];
  canManage: boolean;
  now: number;
};

/** Before the start, the projection counts the players a start would seat: not declined, not waiting. */
const seatable = new Set(['invited', 'accepted', 'confirmed']);
/** The whole ledger of a game: entries, per-player totals, prize pool and payouts or settle-up. */
export function buildLedger(input: LedgerInput): Ledger {
  const { game, entries } = input;
  const lines = entries.map((r) => lineOf(r.entry));
  const totals = totalsByPlayer(lines);
  const seated = new Map(input.tournamentPlayers.map((p) => [p.participantId, p]));

  // Everyone in the game, then anyone the ledger knows who has since left it.
  const byKey = new Map<string, LedgerPlayer>();
  for (const p of input.participants) {
    if (!isActive(p.status) && !totals.has(p.id)) continue;
    byKey.set(
      p.id,
      playerOf(p.id, p.userId, participantName(p), p.status, totals.get(p.id), seated.get(p.id)),
    );
  }
  // Someone no longer in the game (removed, or whose account was deleted: their pseudonym) keeps
  // their seat's result, found by the name their entries and their seat both carry.
  const unattached = new Map(
    input.tournamentPlayers.filter((p) => p.participantId === null).map((p) => [p.name, p]),
  );
  for (const { entry } of entries) {
    const key = playerKeyOf(entry);
    if (!byKey.has(key))
      byKey.set(
        key,
        playerOf(
          null,
          entry.userId,
          entry.playerName,
          null,
          totals.get(key),
          entry.participantId === null ? unattached.get(entry.playerName) : null,
        ),
      );
  }
  const players = [...byKey.values()];

  const terms = termsOf(game);
  const tournament = game.type === 'tournament' ? tournamentNow(input.tournament, input.now) : null;
  const pool = prizePoolOf(lines);
  const figures =
    game.type === 'tournament'
      ? tournamentFigures({
          startingChips: game.startingChips ?? 0,
          buyInCents: game.buyInCents,
          houseFeeCents: game.houseFeeCents,
          players: input.tournamentPlayers.map((p) => ({
            id: p.id,
            name: p.name,
            status: p.status,
            chipCount: p.chipCount,
          })),
          expectedPlayers: input.participants.filter((p) => seatable.has(p.status)).length,
          entries: entries.map((r) => ({ ...lineOf(r.entry), chips: r.entry.chips })),
          payoutTable: game.payouts?.map((p) => p.percentage) ?? null,
          payoutUnitCents: terms.payoutUnitCents,
          chipCountsKept: input.tournament?.chipCountsKept ?? false,
          bountyCents: game.bountyCents,
        })
      : null;
  const payouts: PayoutLine[] =
    figures !== null
      ? figures.payouts.map(({ amountCents, percentage }, i) => {
          const winner = input.tournamentPlayers.find((p) => p.finishPosition === i + 1);
          const id = winner?.participantId ?? null;
          const recorded = lines
            .filter((l) => l.kind === 'payout' && id !== null && l.playerKey === id)
            .reduce((n, l) => n + l.amountCents, 0);
          return {
            position: i + 1,
            percentage,
            amountCents,
            participantId: id,
            playerName: winner ? ((id && byKey.get(id)?.name) ?? winner.name) : null,
            recordedCents: recorded,
          };
        })
      : [];

  // A completed tournament's places earn their payouts whether or not they are recorded yet: the
  // results count them (and prompt the host to record them), so the winner never shows a loss.
  const completed = tournament?.status === 'completed';
  const owed = new Map<string, number>();
  if (completed)
    for (const p of payouts)
      if (p.participantId && p.amountCents > p.recordedCents)
        owed.set(p.participantId, (owed.get(p.participantId) ?? 0) + p.amountCents - p.recordedCents);
  for (const [key, cents] of owed) {
    const player = byKey.get(key);
    if (player) player.payoutOwedCents = cents;
  }
  const all = [...totals.values()];
  const sum = (f: (t: (typeof all)[number]) => number) => all.reduce((n, t) => n + f(t), 0);
  return {
    gameId: game.id,
    gameName: game.name,
    gameType: game.type,
    gameStatus: game.status,
    currency: game.currency as Currency,
    scheduledDate: game.scheduledDate.toISOString(),
    canManage: input.canManage,
    kinds: [...(game.type === 'tournament' ? tournamentEntryKinds : cashEntryKinds)],
    terms: { ...terms, payoutPercentages: figures?.payouts.map((p) => p.percentage) ?? [] },
    tournament,
    entries: entries.map(toEntry),
    players,
    totals: {
      inCents: sum((t) => t.inCents),
      outCents: sum((t) => t.outCents),
      feesCents: sum((t) => t.feesCents),
      houseFeeCents: sum((t) => t.houseFeeCents),
    },
    prizePool:
      game.type === 'tournament'
        ? {
            grossCents: pool.grossCents,
            houseFeeCents: pool.houseFeeCents,
            // Bounty money rides on heads, not in the pool (docs/tournament.md, "Bounties").
            netPoolCents: figures && !figures.projected ? figures.prizePoolCents : pool.netPoolCents,
            entries: pool.entries,
            isFinal: isPrizePoolFinal(terms, tournament),
          }
        : null,
    payouts,
    figures,
    bountiesCents: lines.filter((l) => l.kind === 'bounty').reduce((n, l) => n + l.amountCents, 0),
    unpaidBounties:
      figures && tournament?.status === 'completed'
        ? unpaidBountiesOf(figures.bountiesOnHeadsCents, input.tournamentPlayers, payouts, byKey)
        : null,
    // Cash games once played, tournaments once complete (their payouts counted, recorded or owed).
    settleUp:
      game.type === 'cash_game' || completed
        ? settle(byKey, totals, pool.houseFeeCents + sum((t) => t.feesCents), owed, game.type === 'cash_game')
        : null,
  };
}

/**
 * Bounty money no knockout paid, once the tournament is complete (docs/ledger.md, "Unpaid
 * bounties"): the ledger's figure (bounties of every entry minus the bounty entries), whose heads
 * it sits on, and what each choice records. Null when nothing is left or there is no winner.
 */
function unpaidBountiesOf(
  unpaidCents: number,
  seats: TournamentPlayerRow[],
  payouts: PayoutLine[],
  byKey: Map<string, LedgerPlayer>,
): UnpaidBounties | null {
  const winner = seats.find((p) => p.finishPosition === 1)?.participantId;
  if (unpaidCents <= 0 || !winner) return null;
  const heads = seats.filter((p) => p.bountyCents > 0);
  const input = {
    unpaidCents,
    heads: heads.flatMap((p) =>
      p.participantId ? [{ playerKey: p.participantId, cents: p.bountyCents }] : [],
    ),
    winnerKey: winner,
    paidKeys: payouts.flatMap((p) => (p.participantId ? [p.participantId] : [])),
  };
  const nameOf = (id: string) => byKey.get(id)?.name ?? seats.find((p) => p.participantId === id)?.name ?? '';
  const choices = Object.fromEntries(
    unpaidBountyChoices.map((choice) => [
      choice,
      unpaidBountyPayments(input, choice).map((l) => ({
        participantId: l.playerKey,
        name: nameOf(l.playerKey),
        amountCents: l.amountCents,
        refund: l.refund,
      })),
    ]),
  ) as UnpaidBounties['choices'];
  return {
    totalCents: unpaidCents,
    heads: heads.map((p) => ({ participantId: p.participantId, name: p.name, cents: p.bountyCents })),
    choices,
  };
}

function playerOf(
  participantId: string | null,
  userId: string | null,
  name: string,
  status: LedgerPlayer['participantStatus'],
  totals = emptyTotals(),
  seat: TournamentPlayerRow | null | undefined,
): LedgerPlayer {
  const c = totals.counts;
  return {
    participantId,
    userId,
    name,
    participantStatus: status,
    buyInStatus: c.buy_in + c.re_entry > 0 ? 'paid' : 'pending',
    inCents: totals.inCents,
    outCents: totals.outCents,
    feesCents: totals.feesCents,
    netCents: totals.netCents,
    buyIns: c.buy_in,
    rebuys: c.rebuy,
    addOns: c.add_on,
    reEntries: c.re_entry,
    topUps: c.top_up,
    cashedOut: c.cash_out > 0,
    payoutOwedCents: 0,
    finishPosition: seat?.finishPosition ?? null,
    seat: seat?.status ?? null,
  };
}

/**
 * Who pays whom, with the fewest transfers: the house owed its fees, a tournament's payouts owed
 * counted as paid, any gap in the books a party of its own, and who has not cashed out (cash games).
 */
function settle(
  byKey: Map<string, LedgerPlayer>,
  totals: ReturnType<typeof totalsByPlayer>,
  houseCents: number,
  owed: Map<string, number>,
  cash: boolean,
): SettleUp {
  const nets = Object.fromEntries([...totals].map(([key, t]) => [key, t.netCents + (owed.get(key) ?? 0)]));
  const result = settleCashGame(nets, houseCents);
  const party = (key: string) =>
    key === houseKey
      ? { id: null, name: ledgerMessages.house }
      : key === gapKey
        ? { id: null, name: ledgerMessages.gap }
        : { id: byKey.get(key)?.participantId ?? null, name: byKey.get(key)?.name ?? key };
  return {
    transfers: result.transfers.map((t) => ({
      fromParticipantId: party(t.from).id,
      fromName: party(t.from).name,
      toParticipantId: party(t.to).id,
      toName: party(t.to).name,
      amountCents: t.amountCents,
    })),
    imbalanceCents: result.imbalanceCents,
    balanced: result.imbalanceCents === 0,
    missingCashOuts: cash
      ? [...byKey.values()].filter((p) => p.buyIns > 0 && !p.cashedOut).map((p) => p.name)
      : [],
  };
}
