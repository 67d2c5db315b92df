import type { Tournament } from '@pokerhome/domain';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { money } from '../utils/format.ts';

/** A finished tournament: finishing positions and payouts, and the way to the game's results. */
export function ResultsCard({ tournament, showLink = true }: { tournament: Tournament; showLink?: boolean }) {
  const standings = [...tournament.players]
    .filter((p) => p.finishPosition !== null)
    .sort((a, b) => (a.finishPosition ?? 0) - (b.finishPosition ?? 0));
  return (
    <Card className="p-6">
      <h2 className="text-xl font-bold">Final results</h2>
      <ol className="mt-3 divide-y divide-stone-200">
        {standings.map((p) => (
          <li key={p.id} className="flex justify-between py-2">
            <span>
              <span className="font-semibold">#{p.finishPosition}</span> {p.name}
            </span>
            <span className="font-medium">{p.payout ? money(p.payout, tournament.currency) : '—'}</span>
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
