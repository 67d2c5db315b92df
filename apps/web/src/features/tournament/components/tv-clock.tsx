import { type ClockData, tournamentBadge, tournamentMessages } from '@pokerhome/domain';
import { Volume2, VolumeX } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useClockSounds } from '../hooks/use-clock-sounds.ts';
import { type Countdown, formatClock } from '../hooks/use-countdown.ts';
import { blindsText } from '../utils/format.ts';

/**
 * The TV's clock (docs/tournament.md, "The TV"): the level, the countdown and the blinds, each once
 * and as large as the screen allows. On a break the countdown is the break's, named as such: a
 * break the structure schedules says which level follows, one the host added mid-level says how
 * long the level still has when play resumes, so no level's time is ever read as the break's.
 */
export function TvClock({ clock, countdown }: { clock: ClockData; countdown: Countdown }) {
  const moving = clock.clockState === 'running' || clock.clockState === 'break';
  const sounds = useClockSounds(clock.currentLevel, clock.isOnBreak, countdown.remainingMs, moving);
  const time =
    countdown.overtimeMs > 0 ? `+${formatClock(countdown.overtimeMs)}` : formatClock(countdown.remainingMs);
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
        <div className="flex items-center gap-4">
          <span
            data-testid="clock-badge"
            className="rounded-full bg-white/10 px-5 py-1 text-4xl font-bold tracking-widest text-chip-300"
          >
            {tournamentBadge(clock.status, clock.clockState)}
          </span>
          <button
            type="button"
            onClick={sounds.toggle}
            aria-label={sounds.muted ? 'Turn sounds on' : 'Mute sounds'}
            aria-pressed={sounds.muted}
            className="rounded-md p-2 hover:bg-white/10"
          >
            {sounds.muted ? (
              <VolumeX aria-hidden className="size-10" />
            ) : (
              <Volume2 aria-hidden className="size-10" />
            )}
          </button>
        </div>
      </div>
      {clock.clockState === 'paused' && clock.pauseReason && (
        <p className="mt-2 text-5xl font-bold text-chip-300" data-testid="pause-reason">
          Paused: {clock.pauseReason}
        </p>
      )}
      <p
        data-testid="clock-time"
        aria-live="off"
        className={cn(
          'font-mono text-[19rem] leading-none font-bold tabular-nums',
          countdown.low && moving && 'text-red-400 motion-safe:animate-pulse',
        )}
      >
        {time}
      </p>
      {countdown.expired && (
        <p role="status" className="text-5xl font-bold text-chip-300">
          {tournamentMessages.levelShouldAdvance}
        </p>
      )}
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
