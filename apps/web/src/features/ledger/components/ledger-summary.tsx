import { type Ledger, prizePoolLabel } from '@pokerhome/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { formatMoney } from '@/lib/format.ts';

/** The money of a game at a glance: in, out, house fees, and the prize pool or the balance. */
export function LedgerSummary({ ledger }: { ledger: Ledger }) {
  const c = (v: number) => formatMoney(v, ledger.currency);
  const pool = ledger.prizePool;
  const cards: [string, string, React.ReactNode?][] = [
    ['Total in', c(ledger.totals.inCents)],
    ['Paid out', c(ledger.totals.outCents)],
    ['House fees', c(ledger.totals.houseFeeCents)],
  ];
  const figures = ledger.figures;
  if (pool && figures?.projected) {
    // Nothing recorded yet: the same projection the manage page and the clock show, named as one.
    cards.push([
      prizePoolLabel(figures),
      c(figures.prizePoolCents),
      <Badge key="projected" tone="neutral">
        Until buy-ins are recorded
      </Badge>,
    ]);
  } else if (pool) {
    cards.push([
      'Prize pool',
      c(pool.netPoolCents),
      <Badge key="final" tone={pool.isFinal ? 'success' : 'warning'}>
        {pool.isFinal ? 'Final' : 'Still growing'}
      </Badge>,
    ]);
  } else if (ledger.settleUp) {
    cards.push([
      'Balance',
      ledger.settleUp.balanced ? 'Balanced' : c(ledger.settleUp.imbalanceCents),
      <Badge key="b" tone={ledger.settleUp.balanced ? 'success' : 'danger'}>
        {ledger.settleUp.balanced ? 'Books balance' : 'Out of balance'}
      </Badge>,
    ]);
  }
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(([term, value, badge]) => (
        <div key={term} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <dt className="text-xs text-stone-500">{term}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-2">
            <span
              className="text-xl font-semibold"
              data-testid={`ledger-${term.toLowerCase().replace(/ /g, '-')}`}
            >
              {value}
            </span>
            {badge}
          </dd>
        </div>
      ))}
    </dl>
  );
}
