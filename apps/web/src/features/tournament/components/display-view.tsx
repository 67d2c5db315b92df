import { prizePoolLabel, type TournamentState } from '@pokerhome/domain';
import { useOneMinuteCall } from '../hooks/use-announcements.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import { ClockPanel } from './clock-panel.tsx';
import { KnockoutFeed } from './knockout-feed.tsx';
import { PayoutsList } from './payouts-list.tsx';
import { Recommendations } from './recommendations.tsx';
import { ResultsCard } from './results-card.tsx';
import { TvFigures } from './tv-figures.tsx';

/**
 * The TV (docs/tournament.md, "The TV"): the clock large enough to read across a room, and beside
 * it on the felt the figures, payouts, recent knockouts and the seat moves balancing calls for;
 * laid out for 1920x1080 and a 1280x720 projector. Screen kept awake.
 */
export function DisplayView({ state, offsetMs }: { state: TournamentState; offsetMs: number }) {
  const { tournament, clock } = state;
  const countdown = useCountdown(clock, offsetMs);
  useOneMinuteCall(countdown.remainingMs, clock.clockState === 'running');
  useWakeLock(true);
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
    <div className="grid min-h-dvh gap-6 bg-felt-950 p-6 text-felt-50 lg:grid-cols-[minmax(0,1fr)_34rem] xl:grid-cols-[minmax(0,1fr)_40rem]">
      <div className="flex flex-col justify-center">
        <p className="mb-4 pr-64 text-center text-4xl font-bold text-felt-50">{tournament.name}</p>
        <ClockPanel
          clock={clock}
          offsetMs={offsetMs}
          currency={tournament.currency}
          poolLabel={prizePoolLabel(tournament.figures)}
          size="tv"
        />
      </div>
      <aside className="space-y-8 overflow-hidden rounded-2xl bg-felt-900 p-6 lg:mt-16">
        <TvFigures tournament={tournament} clock={clock} remainingMs={countdown.remainingMs} />
        <div className="text-felt-50 [&_.text-stone-600]:text-felt-200">
          <PayoutsList tournament={tournament} large />
        </div>
        <div className="text-felt-50 [&_.text-stone-600]:text-felt-200">
          <KnockoutFeed tournament={tournament} limit={4} large />
        </div>
        <Recommendations items={tournament.recommendations} large />
      </aside>
    </div>
  );
}
