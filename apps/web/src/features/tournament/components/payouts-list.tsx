import type { Tournament } from '@pokerhome/domain';
import { formatAmount } from '@/lib/format.ts';

const ordinal = (n: number) =>
  `${n}${['th', 'st', 'nd', 'rd'][n % 100 > 10 && n % 100 < 14 ? 0 : Math.min(n % 10, 4) % 4] ?? 'th'}`;

export function PayoutsList({ tournament, large = false }: { tournament: Tournament; large?: boolean }) {
  if (tournament.payouts.length === 0) return null;
  return (
    <section aria-labelledby="payouts-title">
      <h2 id="payouts-title" className={large ? 'text-4xl font-bold' : 'font-semibold'}>
        Payouts
      </h2>
      {/* On the TV two columns from the fifth place, so a long table still fits beside the clock. */}
      <ol
        className={
          large
            ? `mt-2 grid gap-x-8 gap-y-1 text-4xl ${tournament.payouts.length > 4 ? 'grid-cols-2' : ''}`
            : 'mt-2 space-y-1 text-sm'
        }
      >
        {tournament.payouts.map((p) => (
          <li key={p.position} className="flex justify-between gap-4">
            <span>
              {ordinal(p.position)}
              {large ? '' : ` · ${p.percentage}%`}
            </span>
            <span className="font-semibold">{formatAmount(p.amount, tournament.currency)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
