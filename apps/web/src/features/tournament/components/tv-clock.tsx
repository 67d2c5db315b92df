import type { ClockData } from '@pokerhome/domain';
import { cn } from '@/lib/cn.ts';
import { useClockFace } from '../hooks/use-clock-face.ts';
import { type Countdown, formatClock } from '../hooks/use-countdown.ts';
import { blindsText } from '../utils/format.ts';
import { ClockBadge, ClockTime } from './clock-face.tsx';

/**
 * The TV's clock (docs/tournament.md, "The TV"): the level, the countdown and the blinds, each once
 * and as large as the screen allows. On a break the countdown is the break's, named as such: a
 * break the structure schedules says which level follows, one the host added mid-level says how
 * long the level still has when play resumes, so no level's time is ever read as the break's.
 */
export function TvClock({ clock, countdown }: { clock: ClockData; countdown: Countdown }) {
  const { moving, sounds, time } = useClockFace(clock, countdown);
  const addedBreak = clock.clockState === 'break';
  const after = clock.isOnBreak
    ? addedBreak
      ? `Level ${clock.currentLevel} resumes: ${blindsText(clock.blinds)}${
          clock.levelRemainingMs !== null ? ` · ${formatClock(clock.levelRemainingMs)} left` : ''
        }`
      : clock.nextBlinds
        ? `Then level ${clock.currentLevel + 1}: ${blindsText(clock.nextBlinds)}`
        : null
    : null;
  return (
    <section
      aria-label="Tournament clock"
      className="bg-felt flex flex-1 flex-col items-center justify-between rounded-3xl px-8 py-6"
    >
      <div className="flex w-full items-center justify-between gap-4">
        <p
          data-testid="clock-level"
          className={cn(
            'text-5xl font-bold tracking-widest uppercase',
            clock.isOnBreak ? 'text-chip-300' : 'text-felt-100',
          )}
        >
          {clock.isOnBreak ? 'Break' : `Level ${clock.currentLevel}`}
        </p>
        <ClockBadge clock={clock} sounds={sounds} size="tv" />
      </div>
      {clock.clockState === 'paused' && clock.pauseReason && (
        <p className="mt-2 text-5xl font-bold text-chip-300" data-testid="pause-reason">
          Paused: {clock.pauseReason}
        </p>
      )}
      <ClockTime countdown={countdown} moving={moving} time={time} size="tv" />
      {after ? (
        <p className="mt-2 text-center text-5xl font-semibold text-felt-100" data-testid="tv-after-break">
          {after}
        </p>
      ) : (
        <p className="mt-2 text-center text-8xl font-bold" data-testid="clock-blinds">
          {blindsText(clock.blinds)}
        </p>
      )}
    </section>
  );
}
