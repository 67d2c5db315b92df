import type { ClockData } from '@pokerhome/domain';
import { useEffect, useState } from 'react';

export type Countdown = {
  /** Milliseconds left in the level or break (0 when expired). */
  remainingMs: number;
  /** Past the last level's end: the clock runs on at the last blinds. */
  overtimeMs: number;
  /** The level's time is up but the server has not advanced it yet. */
  expired: boolean;
  /** 60 seconds or less left (docs/tournament.md): red and pulsing. */
  low: boolean;
};

export const lowTimeMs = 60_000;

/**
 * The countdown drawn locally from the server's clock data (docs/tournament.md): time remaining at the
 * data's timestamp, minus the time elapsed since then on the server's clock (device time + offset).
 * Paused or stopped clocks do not move.
 */
export function computeCountdown(clock: ClockData, now: number, offsetMs: number): Countdown {
  const moving = clock.clockState === 'running' || clock.clockState === 'break';
  const elapsed = moving ? Math.max(0, now + offsetMs - Date.parse(clock.timestamp)) : 0;
  const left = clock.timeRemaining - elapsed;
  if (clock.isLastLevel && !clock.isOnBreak && (left <= 0 || clock.overtimeMs > 0)) {
    return { remainingMs: 0, overtimeMs: clock.overtimeMs + Math.max(0, -left), expired: false, low: false };
  }
  const remainingMs = Math.max(0, left);
  return {
    remainingMs,
    overtimeMs: 0,
    expired: moving && remainingMs === 0,
    low: remainingMs <= lowTimeMs,
  };
}

/** "mm:ss", or "h:mm:ss" from an hour. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(h > 0 ? 2 : 1, '0');
  return `${h > 0 ? `${h}:` : ''}${h > 0 ? mm : mm.padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Re-renders four times a second so the seconds tick on time. */
export function useCountdown(clock: ClockData, offsetMs: number): Countdown {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return computeCountdown(clock, now, offsetMs);
}
