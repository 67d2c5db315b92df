import type { ClockData } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { computeCountdown, formatClock } from './use-countdown.ts';

const at = Date.parse('2026-11-23T20:00:00.000Z');
const clock = (over: Partial<ClockData> = {}): ClockData => ({
  tournamentId: 't',
  status: 'active',
  clockState: 'running',
  currentLevel: 1,
  timeRemaining: 10 * 60_000,
  blindLevelEndTime: null,
  blinds: { level: 1, small: 10, big: 20, ante: 0, bigBlindAnte: false },
  nextBlinds: null,
  isLastLevel: false,
  overtimeMs: 0,
  playersRemaining: 9,
  totalPrizePool: 180,
  averageChips: 2000,
  levelRemainingMs: null,
  isOnBreak: false,
  breakEndTime: null,
  pauseReason: null,
  timestamp: new Date(at).toISOString(),
  ...over,
});

describe('computeCountdown', () => {
  it('counts down from the data timestamp on the server clock', () => {
    expect(computeCountdown(clock(), at + 61_000, 0).remainingMs).toBe(539_000);
  });

  it('corrects a device clock that is minutes off with the offset', () => {
    // The phone is 5 minutes behind the server: its "now" is early, the offset adds it back.
    expect(computeCountdown(clock(), at - 300_000 + 1_000, 300_000).remainingMs).toBe(599_000);
  });

  it('does not move while paused', () => {
    expect(computeCountdown(clock({ clockState: 'paused' }), at + 3_600_000, 0).remainingMs).toBe(600_000);
  });

  it('turns low at 60 seconds and expired at zero', () => {
    expect(computeCountdown(clock(), at + 539_000, 0).low).toBe(false);
    expect(computeCountdown(clock(), at + 540_000, 0).low).toBe(true);
    const done = computeCountdown(clock(), at + 600_500, 0);
    expect(done).toMatchObject({ remainingMs: 0, expired: true });
  });

  it('runs into overtime after the last level instead of stopping', () => {
    const last = computeCountdown(clock({ isLastLevel: true, timeRemaining: 1000 }), at + 31_000, 0);
    expect(last).toMatchObject({ remainingMs: 0, overtimeMs: 30_000, expired: false });
  });
});

describe('formatClock', () => {
  it('writes minutes and seconds, with hours when needed', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(59_001)).toBe('01:00');
    expect(formatClock(12 * 60_000 + 34_000)).toBe('12:34');
    expect(formatClock(3_600_000 + 5_000)).toBe('1:00:05');
  });
});
