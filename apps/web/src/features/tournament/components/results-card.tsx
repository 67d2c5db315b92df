import type { Tournament } from '@pokerhome/domain';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatAmount } from '@/lib/format.ts';

/** A finished tournament: finishing positions and payouts, and the way to the game's results. */
export function ResultsCard({
  tournament,
  showLink = true,
  large = false,
}: {
  tournament: Tournament;
  showLink?: boolean;
  /** The TV's: read across a room. */
  large?: boolean;
}) {
  const standings = [...tournament.players]
    .filter((p) => p.finishPosition !== null)
    .sort((a, b) => (a.finishPosition ?? 0) - (b.finishPosition ?? 0));
  return (
    <Card className={cn('p-6', large && 'p-10')}>
      <h2 className={cn('font-bold', large ? 'text-6xl' : 'text-xl')}>Final results</h2>
      <ol className={cn('mt-3 divide-y divide-stone-200', large && 'text-4xl')} data-testid="final-results">
        {standings.map((p) => (
          <li key={p.id} className={cn('flex justify-between gap-4', large ? 'py-4' : 'py-2')}>
            <span>
              <span className="font-semibold">#{p.finishPosition}</span> {p.name}
            </span>
            <span className="font-medium">
              {p.payout ? formatAmount(p.payout, tournament.currency) : '—'}
            </span>
          </li>
        ))}
      </ol>
      {showLink && (
        <Link
          to={`/games/${tournament.gameId}/results`}
          className="mt-4 inline-block text-felt-700 underline"
        >
          View the game's results
        </Link>
      )}
    </Card>
  );
}
