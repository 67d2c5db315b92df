import type { ClockData } from '@pokerhome/domain';
import { useClockSounds } from './use-clock-sounds.ts';
import { type Countdown, formatClock } from './use-countdown.ts';

/**
 * What every clock face shows and plays, on the host's and players' pages and on the TV: whether
 * the clock moves, its sounds, and the time to print ("+m:ss" past the last level's end).
 */
export function useClockFace(clock: ClockData, countdown: Countdown) {
  const moving = clock.clockState === 'running' || clock.clockState === 'break';
  const sounds = useClockSounds(clock.currentLevel, clock.isOnBreak, countdown.remainingMs, moving);
  const time =
    countdown.overtimeMs > 0 ? `+${formatClock(countdown.overtimeMs)}` : formatClock(countdown.remainingMs);
  return { moving, sounds, time };
}
