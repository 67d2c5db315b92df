import { type ClockData, type Tournament, upcomingLevels } from '@pokerhome/domain';
import { blindsText, chips } from '../utils/format.ts';

/**
 * The TV's "Coming up": the next levels of the structure with their blinds, ante and length, a
 * scheduled break shown as a break (with the chip coloured up there), so the room sees what follows.
 */
export function UpcomingLevels({
  tournament,
  clock,
  count = 3,
}: {
  tournament: Tournament;
  clock: ClockData;
  count?: number;
}) {
  const next = upcomingLevels(tournament.levels, clock, count);
  return (
    <section aria-labelledby="upcoming-title" data-testid="tv-upcoming">
      <h2 id="upcoming-title" className="text-4xl font-semibold">
        Coming up
      </h2>
      {next.length === 0 ? (
        <p className="mt-2 text-4xl text-felt-200">Last level</p>
      ) : (
        <ol className="mt-3 space-y-2 text-4xl">
          {next.map((l) => (
            <li key={l.index} className="flex flex-wrap justify-between gap-x-4">
              {l.isBreak ? (
                <span className="font-semibold text-chip-300">
                  Break
                  {l.colourUp ? ` · colour up the ${chips(l.colourUp.remove)}s` : ''}
                </span>
              ) : (
                <span>
                  <span className="text-felt-200">L{l.level}</span> {blindsText(l.blinds)}
                </span>
              )}
              <span className="shrink-0 text-felt-200">{l.duration} min</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
