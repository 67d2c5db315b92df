import type { StandingRow } from '@pokerhome/domain';
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';

/**
 * The rank change since the season's latest event: an arrow with the places, and words for screen
 * readers ("up 2 places"). A player ranked now but not before is "new".
 */
export function Movement({ row }: { row: Pick<StandingRow, 'rank' | 'movement'> }) {
  if (row.rank === null) return <span className="text-stone-400">—</span>;
  // No movement: the player was not ranked before the latest event.
  if (row.movement === null) {
    return <span className="text-xs font-semibold uppercase text-felt-700">New</span>;
  }
  if (row.movement === 0) {
    return (
      <span className="inline-flex items-center text-stone-500">
        <Minus aria-hidden className="size-4" />
        <span className="sr-only">no change</span>
      </span>
    );
  }
  const up = row.movement > 0;
  const places = Math.abs(row.movement);
  const Icon = up ? ArrowUp : ArrowDown;
  return (
    <span className={`inline-flex items-center gap-0.5 font-medium ${up ? 'text-felt-700' : 'text-red-700'}`}>
      <Icon aria-hidden className="size-4" />
      <span aria-hidden>{places}</span>
      <span className="sr-only">
        {up ? 'up' : 'down'} {places} {places === 1 ? 'place' : 'places'}
      </span>
    </span>
  );
}
