import { z } from 'zod';
import { payoutPlan, prizePoolOf } from '../money/ledger.ts';
import type { LedgerEntryKind } from '../schemas/ledger/kinds.ts';
import { splitEntry } from './bounties.ts';
import { prizePoolCents } from './payouts.ts';

/**
 * The night's figures, one function for every screen (docs/tournament.md, "Figures"): entrants,
 * players left, entries by kind, chips in play and the average stack, the typed chip counts checked
 * against chips in play, the prize pool and the payouts. Money in integer cents.
 */

/** A ledger entry as the figures read it; a reversal's amounts and chips are negative. */
export type FigureEntry = {
  playerKey: string;
  kind: LedgerEntryKind;
  amountCents: number;
  houseFeeCents: number;
  chips: number | null;
  isReversal: boolean;
};

export type FigurePlayer = {
  id: string;
  name: string;
  status: 'active' | 'eliminated';
  /** The stack the host typed (or the server kept up to date with rebuys and add-ons). */
  chipCount: number;
};

export type FiguresInput = {
  /** The structure's starting stack (0 when the game has none, e.g. a cash game). */
  startingChips: number;
  buyInCents: number;
  houseFeeCents: number;
  /** The seated players once the tournament has started; empty before. */
  players: readonly FigurePlayer[];
  /** Before the start: the players expected (confirmed), for the projection. */
  expectedPlayers: number;
  entries: readonly FigureEntry[];
  /** The host's own payout percentages, or null for the presets by field. */
  payoutTable: readonly number[] | null;
  payoutUnitCents: number;
  /** The host keeps chip counts: the chip leader and the check against chips in play are shown. */
  chipCountsKept: boolean;
  /** The bounty each buy-in and re-entry puts on a head (0: no bounty); it never reaches the pool. */
  bountyCents?: number;
};

export const figuresSchema = z.object({
  /** Distinct players who entered (seated, or expected before the start). */
  entrants: z.number().int(),
  playersLeft: z.number().int(),
  rebuys: z.number().int(),
  addOns: z.number().int(),
  reEntries: z.number().int(),
  /** Starting stacks of the entrants plus the chips of every rebuy, add-on and re-entry. */
  chipsInPlay: z.number().int(),
  averageStack: z.number().int(),
  chipLeader: z.object({ playerId: z.string(), name: z.string(), chips: z.number().int() }).nullable(),
  /** The typed counts of the players still in, when the host keeps them; else null. */
  typedChipsTotal: z.number().int().nullable(),
  /** typedChipsTotal − chipsInPlay (0 when the counts agree); null when counts are not kept. */
  typedChipsDifference: z.number().int().nullable(),
  prizePoolCents: z.number().int(),
  /** Bounty money still on the players' heads: pool + on heads + paid = entries net of fees. */
  bountiesOnHeadsCents: z.number().int(),
  /** Bounties recorded as paid (ledger `bounty` entries, net of reversals). */
  bountiesPaidCents: z.number().int(),
  /** No entry is recorded yet: the pool is (buy-in − house fee) × entrants, a projection. */
  projected: z.boolean(),
  payouts: z.array(
    z.object({ position: z.number().int(), percentage: z.number(), amountCents: z.number().int() }),
  ),
});
export type Figures = z.infer<typeof figuresSchema>;

const net = (entries: readonly FigureEntry[], kind: LedgerEntryKind) =>
  entries.filter((e) => e.kind === kind).reduce((n, e) => n + (e.isReversal ? -1 : 1), 0);

/** Kinds whose chips join those in play (a buy-in's stack is the structure's starting stack). */
const stackKinds: readonly LedgerEntryKind[] = ['rebuy', 'add_on', 're_entry'];

/** How a screen names the pool: a projection says so (docs/tournament.md, "Figures"). */
export const prizePoolLabel = (f: Pick<Figures, 'projected'>) =>
  f.projected ? 'Projected prize pool' : 'Prize pool';

export function tournamentFigures(input: FiguresInput): Figures {
  const { entries, players } = input;
  const boughtIn = new Set<string>();
  for (const e of entries) if (e.kind === 'buy_in') boughtIn.add(e.playerKey);
  const seated = players.length > 0;
  const entrants = seated ? players.length : Math.max(input.expectedPlayers, boughtIn.size);
  const playersLeft = seated ? players.filter((p) => p.status === 'active').length : entrants;
  const rebuys = Math.max(0, net(entries, 'rebuy'));
  const addOns = Math.max(0, net(entries, 'add_on'));
  const reEntries = Math.max(0, net(entries, 're_entry'));

  // An elimination moves no chips out of play: the busted stack went to the others.
  const entryChips = entries
    .filter((e) => stackKinds.includes(e.kind))
    .reduce((n, e) => n + (e.chips ?? 0), 0);
  const chipsInPlay = Math.max(0, entrants * input.startingChips + entryChips);
  const averageStack = playersLeft > 0 ? Math.round(chipsInPlay / playersLeft) : 0;

  const active = players.filter((p) => p.status === 'active');
  const kept = input.chipCountsKept && active.length > 0;
  const leader = kept ? active.reduce((a, b) => (b.chipCount > a.chipCount ? b : a)) : null;
  const typedChipsTotal = kept ? active.reduce((n, p) => n + p.chipCount, 0) : null;

  const recorded = entries.some((e) => e.kind === 'buy_in' || stackKinds.includes(e.kind));
  const pool = prizePoolOf(entries.map((e) => ({ ...e, serviceFeeCents: 0, processingFeeCents: 0 })));
  // Each buy-in and re-entry puts its bounty on a head, out of the pool (docs/tournament.md, "Bounties").
  const bountyOf = (netCents: number) => splitEntry(netCents, input.bountyCents ?? 0).bountyCents;
  const bountiesIn = entries
    .filter((e) => e.kind === 'buy_in' || e.kind === 're_entry')
    .reduce((n, e) => {
      const netCents = e.amountCents - e.houseFeeCents;
      return n + (e.isReversal ? -bountyOf(-netCents) : bountyOf(netCents));
    }, 0);
  const bountiesPaid = entries.filter((e) => e.kind === 'bounty').reduce((n, e) => n + e.amountCents, 0);
  const prizePool = recorded
    ? Math.max(0, pool.netPoolCents - bountiesIn)
    : prizePoolCents(input.buyInCents, input.houseFeeCents + (input.bountyCents ?? 0), entrants);
  const plan = payoutPlan(
    prizePool,
    input.payoutTable,
    entrants + reEntries,
    input.payoutUnitCents,
    entrants,
  );
  return {
    entrants,
    playersLeft,
    rebuys,
    addOns,
    reEntries,
    chipsInPlay,
    averageStack,
    chipLeader: leader ? { playerId: leader.id, name: leader.name, chips: leader.chipCount } : null,
    typedChipsTotal,
    typedChipsDifference: typedChipsTotal === null ? null : typedChipsTotal - chipsInPlay,
    prizePoolCents: prizePool,
    bountiesOnHeadsCents: recorded
      ? bountiesIn - bountiesPaid
      : bountyOf(input.buyInCents - input.houseFeeCents) * entrants,
    bountiesPaidCents: bountiesPaid,
    projected: !recorded,
    payouts: plan.amounts.map((amountCents, i) => ({
      position: i + 1,
      percentage: plan.percentages[i]!,
      amountCents,
    })),
  };
}
