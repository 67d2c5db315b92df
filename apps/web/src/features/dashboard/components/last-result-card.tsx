import type { PersonalResult } from '@pokerhome/domain';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatSignedAmount, ordinal } from '@/lib/format.ts';

/** "1st of 10" for a tournament, "Cash game" for a cash game. */
export const finishLabel = (r: PersonalResult) =>
  r.place === null ? 'Cash game' : `${ordinal(r.place)}${r.fieldSize ? ` of ${r.fieldSize}` : ''}`;

/** The player's latest finished game, "1st of 10 · +$100", with the way to all his results. */
export function LastResultCard({ result, className }: { result: PersonalResult | null; className?: string }) {
  if (!result) return null;
  return (
    <Card className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 p-4', className)}>
      <Trophy aria-hidden className="size-6 shrink-0 text-felt-700" />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-stone-600">Your last game</p>
        <p className="text-lg font-bold" data-testid="last-result">
          {finishLabel(result)},{' '}
          <span className={result.net < 0 ? 'text-red-700' : 'text-felt-800'}>
            {formatSignedAmount(result.net, result.currency)}
          </span>
        </p>
        <p className="truncate text-sm text-stone-600">
          <Link to={`/games/${result.gameId}/results`} className="underline">
            {result.gameName}
          </Link>
        </p>
      </div>
      <Link to="/stats" className="shrink-0 font-medium text-felt-800 underline">
        Your stats
      </Link>
    </Card>
  );
}
