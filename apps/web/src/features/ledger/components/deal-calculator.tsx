import { chipChop, evenChop, icmChop, type Ledger } from '@pokerhome/domain';
import { useMemo, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { figureColumns, TableHead } from '@/components/ui/table-head.tsx';
import { formatMoney } from '@/lib/format.ts';

type Seat = { id: string; name: string; chipCount: number };

/**
 * A deal among the players still in: ICM (Malmuth–Harville; exact up to 20 players, a fixed-seed
 * Monte Carlo estimate beyond with its standard error), chip chop and even chop side by side, over
 * the payouts still to win, each column in whole cents that sum to the pool (the domain's one
 * rounding rule, docs/ledger.md "Splitting money"). Chip counts start from the clock and can be
 * corrected to the counted stacks.
 */
export function DealCalculator({ ledger, players }: { ledger: Ledger; players: Seat[] }) {
  const [stacks, setStacks] = useState<Record<string, number>>({});
  const chips = players.map((p) => stacks[p.id] ?? p.chipCount);
  const places = ledger.payouts.filter((p) => p.position <= players.length).map((p) => p.amountCents);
  const pool = places.reduce((a, b) => a + b, 0);
  const valid = players.length >= 2 && chips.every((c) => c > 0) && pool > 0;
  // Keyed on the numbers, not the arrays (new every render): 20 players take a tenth of a second.
  const key = `${chips.join(',')}|${places.join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for chips and places.
  const result = useMemo(() => (valid ? icmChop(chips, places) : null), [key, valid]);
  const c = (cents: number) => formatMoney(cents, ledger.currency);
  if (players.length < 2)
    return <p className="text-sm text-stone-600">A deal needs at least two players left.</p>;
  if (pool === 0) return <p className="text-sm text-stone-600">There is no prize money left to deal.</p>;
  const chip = valid ? chipChop(chips, pool) : [];
  const even = evenChop(players.length, pool);
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        Splitting {c(pool)}, the payouts for places 1 to {players.length}.{' '}
        {result?.method === 'monte-carlo'
          ? `ICM estimated by simulation (standard error ±${c(Math.ceil(result.standardError ?? 0))} per player).`
          : 'ICM computed exactly.'}
      </p>
      <ScrollRegion label="Deal calculator">
        <table className="w-full min-w-[32rem] text-left text-sm" aria-label="Deal calculator">
          <TableHead
            className="text-xs text-stone-500"
            cellClassName="py-1"
            columns={['Player', 'Chips', ...figureColumns('ICM', 'Chip chop', 'Even chop')]}
          />
          <tbody>
            {players.map((p, i) => (
              <tr key={p.id} className="border-t border-stone-200">
                <td className="py-1.5">{p.name}</td>
                <td className="py-1.5">
                  <Input
                    aria-label={`Chips of ${p.name}`}
                    type="number"
                    min={1}
                    className="h-8 w-28"
                    value={chips[i]}
                    onChange={(e) => setStacks({ ...stacks, [p.id]: Number(e.target.value) })}
                  />
                </td>
                <td className="py-1.5 text-right tabular-nums">
                  {result ? c(result.sharesCents[i] ?? 0) : '—'}
                </td>
                <td className="py-1.5 text-right tabular-nums">{valid ? c(chip[i] ?? 0) : '—'}</td>
                <td className="py-1.5 text-right tabular-nums">{c(even[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {!valid && <p className="text-sm text-red-700">Every stack needs at least one chip.</p>}
      <p className="text-xs text-stone-500">
        A deal is agreed at the table; record what each player takes as payouts on the ledger.
      </p>
    </div>
  );
}
