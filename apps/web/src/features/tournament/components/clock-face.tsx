import { type ClockData, tournamentBadge, tournamentMessages } from '@pokerhome/domain';
import { Volume2, VolumeX } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import type { useClockSounds } from '../hooks/use-clock-sounds.ts';
import type { Countdown } from '../hooks/use-countdown.ts';

/** The parts of a clock face, on the host's and players' pages and, larger, on the TV. */
const sizes = {
  page: {
    row: 'justify-between gap-2',
    badge: 'px-3 text-xs',
    button: 'p-1.5',
    icon: 'size-5',
    time: 'text-7xl',
    notice: 'text-lg',
  },
  tv: {
    row: 'gap-4',
    badge: 'px-5 text-4xl',
    button: 'p-2',
    icon: 'size-10',
    time: 'text-[19rem] leading-none',
    notice: 'text-5xl',
  },
} as const;

/**
 * The clock's state badge ("RUNNING", "PAUSED", …) beside the switch that mutes its sounds: one
 * piece for the host's and players' pages and, larger, for the TV.
 */
export function ClockBadge({
  clock,
  sounds,
  size,
}: {
  clock: ClockData;
  sounds: ReturnType<typeof useClockSounds>;
  size: keyof typeof sizes;
}) {
  const s = sizes[size];
  const Icon = sounds.muted ? VolumeX : Volume2;
  return (
    <div className={cn('flex items-center', s.row)}>
      <span
        data-testid="clock-badge"
        className={cn('rounded-full bg-white/10 py-1 font-bold tracking-widest text-chip-300', s.badge)}
      >
        {tournamentBadge(clock.status, clock.clockState)}
      </span>
      <button
        type="button"
        onClick={sounds.toggle}
        aria-label={sounds.muted ? 'Turn sounds on' : 'Mute sounds'}
        aria-pressed={sounds.muted}
        className={cn('rounded-md hover:bg-white/10', s.button)}
      >
        <Icon aria-hidden className={s.icon} />
      </button>
    </div>
  );
}

/**
 * The big countdown, red and pulsing at 60 s or less while the clock moves, and "Level should
 * advance!" once the level's time is up.
 */
export function ClockTime({
  countdown,
  moving,
  time,
  size,
}: {
  countdown: Countdown;
  moving: boolean;
  time: string;
  size: keyof typeof sizes;
}) {
  const s = sizes[size];
  return (
    <>
      <p
        data-testid="clock-time"
        aria-live="off"
        className={cn(
          'font-mono font-bold tabular-nums',
          s.time,
          countdown.low && moving && 'text-red-400 motion-safe:animate-pulse',
        )}
      >
        {time}
      </p>
      {countdown.expired && (
        <p role="status" className={cn('font-bold text-chip-300', s.notice)}>
          {tournamentMessages.levelShouldAdvance}
        </p>
      )}
    </>
  );
}
