import type { Recommendation } from '@pokerhome/domain';
import { Button } from '@/components/ui/button.tsx';

/** Balancing moves and table breaks the server recommends; the host applies one with a click. */
export function Recommendations({
  items,
  onApply,
  pending,
  large = false,
}: {
  items: Recommendation[];
  onApply?: (id: string) => void;
  pending?: boolean;
  large?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="recommendations-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="recommendations-title" className={large ? 'text-4xl font-bold' : 'font-semibold'}>
        Table balancing
      </h2>
      <ul className="mt-2 space-y-3">
        {items.map((r) => (
          <li key={r.id} className={large ? 'text-4xl' : 'text-sm'}>
            <p className="font-medium">{r.reason}</p>
            <ul className="mt-1 list-disc pl-5">
              {r.moves.map((m) => (
                <li key={m.playerId}>
                  {m.playerName}: table {m.fromTable} seat {m.fromSeat} → table {m.toTable} seat {m.toSeat}
                </li>
              ))}
            </ul>
            {onApply && (
              <Button size="sm" className="mt-2" disabled={pending} onClick={() => onApply(r.id)}>
                Apply
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
