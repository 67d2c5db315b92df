import type { Ledger } from '@pokerhome/domain';
import { figureColumn, TableHead } from '@/components/ui/table-head.tsx';
import { formatMoney } from '@/lib/format.ts';

/**
 * The payout structure applied to the pool; once the tournament is complete the host records them
 * from the prompt above it (`PayoutsPrompt`), the one place that asks.
 */
export function PayoutsTable({ ledger }: { ledger: Ledger }) {
  const c = (v: number) => formatMoney(v, ledger.currency);
  if (ledger.payouts.length === 0)
    return <p className="text-sm text-stone-600">No entries yet: the pool is empty.</p>;
  return (
    <div className="space-y-3">
      <table className="w-full text-left text-sm" aria-label="Payouts">
        <TableHead
          className="text-xs text-stone-500"
          cellClassName="py-1"
          columns={['Place', 'Share', 'Player', figureColumn('Amount')]}
        />
        <tbody>
          {ledger.payouts.map((p) => (
            <tr key={p.position} className="border-t border-stone-200">
              <td className="py-1.5">{p.position}</td>
              <td className="py-1.5">{p.percentage}%</td>
              <td className="py-1.5">
                {p.playerName ?? '—'}
                {p.recordedCents > 0 && <span className="ml-2 text-xs text-felt-800">recorded</span>}
              </td>
              <td className="py-1.5 text-right font-medium tabular-nums">{c(p.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {ledger.bountiesCents > 0 && (
        <p className="text-xs text-stone-600">Bounties paid outside the pool: {c(ledger.bountiesCents)}</p>
      )}
    </div>
  );
}
