import { type Ledger, ledgerMessages } from '@pokerhome/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { figureColumns, TableHead } from '@/components/ui/table-head.tsx';
import { cn } from '@/lib/cn.ts';
import { formatMoney } from '@/lib/format.ts';

/** One row per player, like the spec's ledger row: name, buy-in, rebuys, total, Paid or Pending. */
export function LedgerPlayersTable({ ledger }: { ledger: Ledger }) {
  const c = (v: number) => formatMoney(v, ledger.currency);
  const tournament = ledger.gameType === 'tournament';
  if (ledger.players.length === 0) {
    return <p className="text-sm text-stone-600">No players in this game yet.</p>;
  }
  return (
    <ScrollRegion label="Players' money" className="rounded-xl border border-stone-200 bg-white">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <TableHead
          className="bg-stone-50 text-xs text-stone-500"
          cellClassName="px-3 py-2"
          columns={[
            'Player',
            'Buy-in',
            tournament ? 'Rebuys · Add-ons · Re-entries' : 'Top-ups',
            ...figureColumns('In', 'Out', 'Net'),
          ]}
        />
        <tbody>
          {ledger.players.map((p) => (
            <tr key={p.participantId ?? p.name} className="border-t border-stone-200">
              <td className="px-3 py-2 font-medium">
                {p.finishPosition ? <span className="mr-1 text-stone-500">#{p.finishPosition}</span> : null}
                {p.name}
              </td>
              <td className="px-3 py-2">
                <Badge tone={p.buyInStatus === 'paid' ? 'success' : 'warning'}>
                  {p.buyInStatus === 'paid' ? ledgerMessages.paid : ledgerMessages.pending}
                </Badge>
              </td>
              <td className="px-3 py-2">
                {tournament ? `${p.rebuys} · ${p.addOns} · ${p.reEntries}` : p.topUps}
                {!tournament && p.cashedOut ? ' · cashed out' : ''}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{c(p.inCents)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{c(p.outCents)}</td>
              <td
                className={cn(
                  'px-3 py-2 text-right font-medium tabular-nums',
                  p.netCents > 0 ? 'text-felt-800' : p.netCents < 0 ? 'text-red-700' : '',
                )}
              >
                {c(p.netCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
