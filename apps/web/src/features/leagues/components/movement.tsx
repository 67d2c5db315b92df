import type { StandingRow } from '@pokerhome/domain';
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/**
 * Places gained (positive) or lost: an arrow with the count, and words for screen readers ("up 2
 * places"). `strong` is bolder and darker, for a row that is tinted already.
 */
export function PlacesMoved({ by, strong = false }: { by: number; strong?: boolean }) {
  const up = by > 0;
  const places = Math.abs(by);
  const Icon = up ? ArrowUp : ArrowDown;
  const tone = strong ? (up ? 'text-felt-800' : 'text-red-800') : up ? 'text-felt-700' : 'text-red-700';
  return (
    <span className={cn('inline-flex items-center gap-0.5', strong ? 'font-semibold' : 'font-medium', tone)}>
      <Icon aria-hidden className="size-4" />
      <span aria-hidden>{places}</span>
      <span className="sr-only">
        {up ? 'up' : 'down'} {places} {places === 1 ? 'place' : 'places'}
      </span>
    </span>
  );
}

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
  return <PlacesMoved by={row.movement} />;
}
