import type { TournamentState } from '@pokerhome/domain';
import { useOneMinuteCall } from '../hooks/use-announcements.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useTvScale } from '../hooks/use-tv-scale.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import { KnockoutFeed } from './knockout-feed.tsx';
import { PayoutsList } from './payouts-list.tsx';
import { Recommendations } from './recommendations.tsx';
import { ResultsCard } from './results-card.tsx';
import { TvClock } from './tv-clock.tsx';
import { TvFigures } from './tv-figures.tsx';
import { UpcomingLevels } from './upcoming-levels.tsx';

/**
 * The TV (docs/tournament.md, "The TV"): the clock as large as the screen allows, under it the
 * levels coming up and the recent knockouts, beside it on the felt the figures, the payouts and the
 * seat moves balancing calls for; each figure once. Laid out for 1920x1080 and scaled whole to any
 * other screen (a 1280x720 projector shows the same picture at two thirds): no text under 36 px at
 * 1080p, 1/30 of the screen's height. Screen kept awake.
 */
export function DisplayView({ state, offsetMs }: { state: TournamentState; offsetMs: number }) {
  const { tournament, clock } = state;
  const countdown = useCountdown(clock, offsetMs);
  useOneMinuteCall(countdown.remainingMs, clock.clockState === 'running');
  useWakeLock(true);
  useTvScale(true);
  if (tournament.status === 'completed') {
    return (
      <div className="min-h-dvh bg-felt-950 p-8">
        <div className="mx-auto max-w-5xl">
          <ResultsCard tournament={tournament} showLink={false} large />
        </div>
      </div>
    );
  }
  return (
    <div className="grid min-h-dvh gap-6 bg-felt-950 p-6 text-felt-50 lg:h-dvh lg:grid-cols-[minmax(0,1fr)_46rem] lg:grid-rows-[auto_minmax(0,1fr)] lg:overflow-hidden">
      <p
        className="truncate text-5xl leading-tight font-bold text-felt-50 lg:col-span-2 lg:pr-64"
        data-testid="tv-name"
      >
        {tournament.name}
      </p>
      <div className="flex min-h-0 flex-col gap-6">
        <TvClock clock={clock} countdown={countdown} />
        <div className="grid shrink-0 gap-8 overflow-hidden rounded-2xl bg-felt-900 p-6 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <UpcomingLevels tournament={tournament} clock={clock} />
          <div className="min-w-0 text-felt-50 [&_.text-stone-600]:text-felt-200">
            {/* Two at 1080p: three, each wrapped over three lines, ran past the screen (display-defects journey). */}
            <KnockoutFeed tournament={tournament} limit={2} large />
          </div>
        </div>
      </div>
      <aside className="flex min-h-0 flex-col gap-8 overflow-hidden rounded-2xl bg-felt-900 p-6">
        <TvFigures tournament={tournament} clock={clock} remainingMs={countdown.remainingMs} />
        <div className="text-felt-50 [&_.text-stone-600]:text-felt-200">
          <PayoutsList tournament={tournament} large />
        </div>
        <Recommendations items={tournament.recommendations} large />
      </aside>
    </div>
  );
}
