import { CalendarPlus } from 'lucide-react';
import { gameCalendarUrl } from '../api/reach-api.ts';

/** Downloads the game's .ics, which calendar apps open to add the game. */
export function AddToCalendarLink({ gameId }: { gameId: string }) {
  return (
    <a
      href={gameCalendarUrl(gameId)}
      download="game.ics"
      className="inline-flex items-center gap-2 text-sm font-medium text-felt-700 underline"
    >
      <CalendarPlus aria-hidden className="size-4" /> Add to calendar
    </a>
  );
}
