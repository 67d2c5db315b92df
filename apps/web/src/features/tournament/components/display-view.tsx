import type { TournamentState } from '@pokerhome/domain';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import { ClockPanel } from './clock-panel.tsx';
import { PayoutsList } from './payouts-list.tsx';
import { Recommendations } from './recommendations.tsx';
import { ResultsCard } from './results-card.tsx';

/** The TV: the clock large enough to read across a room, payouts and balancing beside it; screen kept awake. */
export function DisplayView({ state, offsetMs }: { state: TournamentState; offsetMs: number }) {
  const { tournament, clock } = state;
  useWakeLock(true);
  if (tournament.status === 'completed') {
    return (
      <div className="mx-auto max-w-3xl p-8">
        <ResultsCard tournament={tournament} showLink={false} />
      </div>
    );
  }
  return (
    <div className="grid min-h-dvh gap-6 bg-felt-950 p-6 lg:grid-cols-[1fr_24rem]">
      <div className="flex flex-col justify-center">
        <p className="mb-4 text-center text-3xl font-bold text-felt-50">{tournament.name}</p>
        <ClockPanel clock={clock} offsetMs={offsetMs} currency={tournament.currency} size="tv" />
      </div>
      <aside className="space-y-6 rounded-2xl bg-white/95 p-6">
        <PayoutsList tournament={tournament} large />
        <Recommendations items={tournament.recommendations} large />
      </aside>
    </div>
  );
}
