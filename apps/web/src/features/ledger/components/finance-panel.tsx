import {
  type Ledger,
  type LedgerEntryKind,
  type LedgerPlayer,
  ledgerEntryRefusal,
  ledgerMessages,
} from '@pokerhome/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatMoney } from '@/lib/format.ts';
import { ledgerQueryKey, ledgerQueryOptions, useRecordEntry } from '../api/ledger.ts';
import { DealCalculator } from './deal-calculator.tsx';
import { LedgerSummary } from './ledger-summary.tsx';
import { PayoutsPrompt } from './payouts-prompt.tsx';
import { PayoutsTable } from './payouts-table.tsx';
import { ReportDownloads } from './report-downloads.tsx';

const quickKinds: LedgerEntryKind[] = ['rebuy', 'add_on', 're_entry'];

const countsOf = (p: LedgerPlayer): Record<LedgerEntryKind, number> => ({
  buy_in: p.buyIns,
  rebuy: p.rebuys,
  add_on: p.addOns,
  re_entry: p.reEntries,
  top_up: p.topUps,
  cash_out: p.cashedOut ? 1 : 0,
  payout: 0,
  bounty: 0,
});

/**
 * The tournament host's finance panel: rebuy, add-on and re-entry per player at the game's price,
 * the pool and payouts. `prizePool` is the live clock's figure: when another tab records something the
 * clock's pool changes first, and the ledger is read again.
 */
/**
 * One player's entries at the game's price: the buy-in while they have none, then the rebuy, add-on
 * and re-entry the game offers. A greyed action says why in visible text (the server's own words),
 * not only on hover.
 */
function PlayerActions({
  ledger,
  player,
  offered,
}: {
  ledger: Ledger;
  player: LedgerPlayer;
  offered: LedgerEntryKind[];
}) {
  const record = useRecordEntry(ledger.gameId);
  const refusalOf = (kind: LedgerEntryKind) =>
    ledgerEntryRefusal({
      gameType: ledger.gameType,
      kind,
      amountCents: undefined,
      counts: countsOf(player),
      terms: ledger.terms,
      tournament: ledger.tournament,
      seat: player.seat,
    });
  const kinds: LedgerEntryKind[] = [
    ...(refusalOf('buy_in') === null ? (['buy_in'] as const) : []),
    ...offered,
  ];
  const refusals = kinds.map((k) => [k, refusalOf(k)] as const);
  const reasons = [...new Set(refusals.flatMap(([, r]) => (r === null ? [] : [r])))];
  const reasonId = `finance-why-${player.participantId}`;
  return (
    <>
      {refusals.map(([k, refusal]) => (
        <Button
          key={k}
          size="sm"
          variant="secondary"
          disabled={record.isPending || refusal !== null}
          aria-label={`${ledgerMessages.kindLabels[k]} for ${player.name}`}
          aria-describedby={refusal === null ? undefined : reasonId}
          onClick={() =>
            record.mutate({ participantId: player.participantId ?? undefined, kind: k, note: '' })
          }
        >
          {ledgerMessages.kindLabels[k]}
        </Button>
      ))}
      {reasons.length > 0 && (
        <p id={reasonId} className="w-full text-xs text-stone-600">
          {reasons.join(' · ')}
        </p>
      )}
    </>
  );
}

export function FinancePanel({
  gameId,
  prizePool,
  players,
}: {
  gameId: string;
  prizePool: number;
  /** The players still in, with their stacks on the clock, for the deal calculator. */
  players: { id: string; name: string; chipCount: number }[];
}) {
  const queryClient = useQueryClient();
  const ledger = useQuery(ledgerQueryOptions(gameId));
  // Only a change of the clock's pool reads the ledger again; the first render's figure is the one
  // the query just fetched.
  const seenPool = useRef(prizePool);
  useEffect(() => {
    if (seenPool.current === prizePool) return;
    seenPool.current = prizePool;
    void queryClient.invalidateQueries({ queryKey: ledgerQueryKey(gameId) });
  }, [prizePool, gameId, queryClient]);

  if (ledger.isError) return <Alert tone="danger">{ledger.error.message}</Alert>;
  if (ledger.isPending) return <p className="text-sm text-stone-600">Loading the ledger…</p>;
  const data = ledger.data;
  const terms = { rebuy: data.terms.rebuy, add_on: data.terms.addOn, re_entry: data.terms.reEntry } as const;
  const offered = quickKinds.filter((k) => terms[k as keyof typeof terms].allowed);
  return (
    <div className="space-y-6">
      <LedgerSummary ledger={data} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600">
          {offered.length === 0
            ? 'This tournament is a freezeout: no rebuys, add-ons or re-entries.'
            : offered
                .map((k) => {
                  const t = terms[k as keyof typeof terms];
                  return `${ledgerMessages.kindLabels[k]} ${formatMoney(t.priceCents, data.currency)}${t.untilLevel ? ` until level ${t.untilLevel}` : ''}`;
                })
                .join(' · ')}
        </p>
        <ReportDownloads gameId={gameId} />
      </div>
      <ul
        className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
        aria-label="Player finances"
      >
        {data.players.map((p) => (
          <li key={p.participantId ?? p.name} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
            <span className="min-w-0 flex-1 font-medium">{p.name}</span>
            <span className="text-xs text-stone-600">
              {p.rebuys} rebuy(s) · {p.addOns} add-on(s) · in {formatMoney(p.inCents, data.currency)}
            </span>
            {data.canManage && p.participantId && (
              <PlayerActions ledger={data} player={p} offered={offered} />
            )}
          </li>
        ))}
      </ul>
      <PayoutsPrompt ledger={data} />
      <PayoutsTable ledger={data} />
      {data.tournament?.status !== 'completed' && (
        <details className="rounded-xl border border-stone-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold">Deal calculator</summary>
          <div className="mt-3">
            <DealCalculator ledger={data} players={players} />
          </div>
        </details>
      )}
    </div>
  );
}
