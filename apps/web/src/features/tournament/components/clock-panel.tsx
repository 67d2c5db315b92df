import { type ClockData, prizePoolLabel, type TournamentState } from '@pokerhome/domain';
import { FigureList } from '@/components/ui/figure-list.tsx';
import { formatAmount } from '@/lib/format.ts';
import { useClockFace } from '../hooks/use-clock-face.ts';
import { formatClock, useCountdown } from '../hooks/use-countdown.ts';
import { blindsText, chips } from '../utils/format.ts';
import { ClockBadge, ClockTime } from './clock-face.tsx';

/**
 * The clock of the host's and the players' pages: badge, level, blinds, the big countdown (red and
 * pulsing at 60 s or less, 'Level should advance!' once expired, overtime after the last level),
 * next level and the field's figures. The TV has its own (tv-clock.tsx). On a break the countdown
 * is named the break's, never under the level's name.
 */
export function ClockPanel({
  clock,
  offsetMs,
  currency,
  poolLabel = 'Prize pool',
  entrants,
}: {
  clock: ClockData;
  offsetMs: number;
  currency: string;
  /** "Projected prize pool" until a buy-in is recorded (docs/tournament.md, "Figures"). */
  poolLabel?: string;
  /** When given, the players left read "9 of 12" (the field's entrants, re-entries included). */
  entrants?: number;
}) {
  const countdown = useCountdown(clock, offsetMs);
  const { moving, sounds, time } = useClockFace(clock, countdown);

  return (
    <section aria-label="Tournament clock" className="bg-felt rounded-2xl p-6 text-center text-felt-50">
      <ClockBadge clock={clock} sounds={sounds} size="page" />
      {clock.isOnBreak && (
        <p className="mt-3 rounded-lg bg-chip-400 py-1.5 text-lg font-bold text-felt-950">BREAK</p>
      )}
      {clock.clockState === 'paused' && clock.pauseReason && (
        <p className="mt-3 text-sm text-chip-300" data-testid="pause-reason">
          Paused: {clock.pauseReason}
        </p>
      )}
      <p className="mt-3 text-sm tracking-widest text-felt-200 uppercase" data-testid="clock-level">
        {clock.isOnBreak ? `Break · level ${clock.currentLevel}` : `Level ${clock.currentLevel}`}
      </p>
      <ClockTime countdown={countdown} moving={moving} time={time} size="page" />
      <p className="mt-2 text-2xl font-semibold" data-testid="clock-blinds">
        {blindsText(clock.blinds)}
      </p>
      <p className="mt-1 text-sm text-felt-200">
        {clock.clockState === 'break' && clock.levelRemainingMs !== null
          ? `The level resumes with ${formatClock(clock.levelRemainingMs)} left`
          : clock.nextBlinds
            ? `Next: ${blindsText(clock.nextBlinds)}`
            : 'Last level'}
      </p>
      <FigureList
        className="mt-6 grid grid-cols-3 gap-2 text-sm"
        labelClassName="text-felt-200"
        valueClassName="font-bold"
        figures={[
          {
            label: 'Players',
            value: (
              <>
                <span data-testid="players-remaining">{clock.playersRemaining}</span>
                {entrants !== undefined && ` of ${entrants}`}
              </>
            ),
            testId: 'players-left',
          },
          { label: 'Average stack', value: chips(clock.averageChips), testId: 'average-stack' },
          { label: poolLabel, value: formatAmount(clock.totalPrizePool, currency), testId: 'prize-pool' },
        ]}
      />
    </section>
  );
}

/**
 * The clock on the host's and the players' pages and on the TV: the pool's label ("Projected prize
 * pool" until a buy-in is recorded) and the players left of entrants, from the server's figures.
 */
export function TournamentClock({ state, offsetMs }: { state: TournamentState; offsetMs: number }) {
  const { tournament, clock } = state;
  return (
    <ClockPanel
      clock={clock}
      offsetMs={offsetMs}
      currency={tournament.currency}
      poolLabel={prizePoolLabel(tournament.figures)}
      entrants={tournament.figures.entrants}
    />
  );
}
