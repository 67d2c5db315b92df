import { describe, expect, it } from 'vitest';
import type { BlindLevel } from '../schemas/games/payload.ts';
import {
  addBreak,
  addTime,
  advanceLevel,
  blindLevelNumber,
  catchUp,
  clockView,
  nextDeadline,
  pauseClock,
  previousLevel,
  resumeClock,
  startClock,
  timeRemaining,
  timeToNextBreak,
  upcomingLevels,
} from './clock.ts';
import { blindLevel } from './presets.ts';

const level = (n: number, small: number, duration = 20, isBreak = false): BlindLevel =>
  blindLevel(n, small, duration, { isBreak });
const min = 60_000;
const t0 = 1_800_000_000_000;
const levels = [
  level(1, 10),
  level(2, 20),
  { ...level(0, 0, 10), isBreak: true },
  level(3, 50),
  level(4, 100, 30),
];

describe('tournament clock', () => {
  it('counts down from the level end, to the millisecond', () => {
    const r = startClock(levels, t0);
    expect(timeRemaining(r, levels, t0)).toBe(20 * min);
    expect(timeRemaining(r, levels, t0 + 1)).toBe(20 * min - 1);
    expect(timeRemaining(r, levels, t0 + 20 * min)).toBe(0);
    expect(timeRemaining(r, levels, t0 + 25 * min)).toBe(0);
  });

  it('freezes on pause and continues with what was left on resume', () => {
    const paused = pauseClock(startClock(levels, t0), t0 + 5 * min + 123);
    expect(paused.clockState).toBe('paused');
    expect(timeRemaining(paused, levels, t0 + 60 * min)).toBe(15 * min - 123);
    expect(pauseClock(paused, t0 + 61 * min)).toBe(paused);
    const resumed = resumeClock(paused, t0 + 60 * min);
    expect(resumed.levelEndsAt).toBe(t0 + 60 * min + 15 * min - 123);
    expect(timeRemaining(resumed, levels, t0 + 61 * min)).toBe(14 * min - 123);
  });

  it('puts the level on hold during an added 15-minute break, extended by a second one', () => {
    const r = addBreak(startClock(levels, t0), t0 + 8 * min);
    expect(r.clockState).toBe('break');
    expect(timeRemaining(r, levels, t0 + 10 * min)).toBe(13 * min);
    expect(clockView(r, levels, t0 + 10 * min).isOnBreak).toBe(true);
    const longer = addBreak(r, t0 + 10 * min);
    expect(longer.breakEndsAt).toBe(t0 + 8 * min + 30 * min);
    // The break ends by itself and the level resumes with its 12 minutes.
    const after = catchUp(r, levels, t0 + 23 * min + 1);
    expect(after).toMatchObject({
      clockState: 'running',
      levelIndex: 0,
      levelEndsAt: t0 + 23 * min + 12 * min,
    });
    // Or the host ends it early.
    expect(resumeClock(r, t0 + 9 * min).levelEndsAt).toBe(t0 + 9 * min + 12 * min);
  });

  it('advances and goes back with a full level, keeping a paused clock paused', () => {
    const r = advanceLevel(startClock(levels, t0), levels, t0 + min);
    expect(r).toMatchObject({ levelIndex: 1, levelEndsAt: t0 + min + 20 * min });
    const paused = advanceLevel(pauseClock(r, t0 + 2 * min), levels, t0 + 3 * min);
    expect(paused).toMatchObject({ clockState: 'paused', levelIndex: 2, remainingMs: 10 * min });
    expect(previousLevel(paused, levels, t0).levelIndex).toBe(1);
    expect(previousLevel(startClock(levels, t0), levels, t0).levelIndex).toBe(0);
  });

  it('catches up across several level ends after downtime, chaining from each deadline', () => {
    const r = startClock(levels, t0);
    // Down from minute 5 to minute 52: levels end at 20, 40 (a 10-minute structural break), 50.
    const after = catchUp(r, levels, t0 + 52 * min);
    expect(after.levelIndex).toBe(3);
    expect(after.levelEndsAt).toBe(t0 + 70 * min);
    expect(timeRemaining(after, levels, t0 + 52 * min)).toBe(18 * min);
    expect(catchUp(r, levels, t0 + 19 * min)).toBe(r);
  });

  it('does not count breaks as blind levels, and shows the next blinds', () => {
    expect(levels.map((_, i) => blindLevelNumber(levels, i))).toEqual([1, 2, 2, 3, 4]);
    const onBreak = clockView(startClock(levels, t0), levels, t0 + 45 * min);
    expect(onBreak).toMatchObject({
      currentLevel: 2,
      isOnBreak: true,
      blinds: { small: 20 },
      nextBlinds: { level: 3, small: 50 },
    });
  });

  it('runs into overtime at the last blinds instead of stopping', () => {
    const r = startClock(levels, t0);
    const end = t0 + 100 * min;
    const view = clockView(r, levels, end + 90_000);
    expect(view).toMatchObject({
      currentLevel: 4,
      isLastLevel: true,
      timeRemaining: 0,
      overtimeMs: 90_000,
      nextBlinds: null,
    });
    expect(view.blinds.small).toBe(100);
    expect(nextDeadline(view.record, levels)).toBeNull();
    expect(advanceLevel(view.record, levels, end)).toBe(view.record);
  });

  it('names the next deadline the scheduler must act on', () => {
    const r = startClock(levels, t0);
    expect(nextDeadline(r, levels)).toBe(t0 + 20 * min);
    expect(nextDeadline(pauseClock(r, t0), levels)).toBeNull();
    expect(nextDeadline(addBreak(r, t0), levels)).toBe(t0 + 15 * min);
  });
});

describe('addTime', () => {
  const base = { levelIndex: 0, levelEndsAt: null, remainingMs: null, breakEndsAt: null };
  it('extends a running level, a paused level and a break; leaves a stopped clock alone', () => {
    expect(addTime({ ...base, clockState: 'running', levelEndsAt: 1000 }, 60_000, 0).levelEndsAt).toBe(
      61_000,
    );
    expect(addTime({ ...base, clockState: 'paused', remainingMs: 5 }, 60_000, 0).remainingMs).toBe(60_005);
    expect(addTime({ ...base, clockState: 'break', breakEndsAt: 10 }, 60_000, 0).breakEndsAt).toBe(60_010);
    const stopped = { ...base, clockState: 'stopped' as const };
    expect(addTime(stopped, 60_000, 0)).toBe(stopped);
  });
});

describe('timeToNextBreak', () => {
  const level = (duration: number, isBreak = false) => ({
    level: 1,
    smallBlind: 1,
    bigBlind: 2,
    ante: 0,
    duration,
    isBreak,
    bigBlindAnte: false,
    colourUp: null,
  });
  it('adds what is left of this level to the levels before the break; null without one ahead', () => {
    const levels = [level(20), level(20), level(10, true), level(20)];
    expect(timeToNextBreak(levels, 0, 5 * 60_000)).toBe(25 * 60_000);
    expect(timeToNextBreak(levels, 1, 60_000)).toBe(60_000);
    expect(timeToNextBreak(levels, 2, 60_000)).toBeNull();
    expect(timeToNextBreak(levels, 3, 60_000)).toBeNull();
  });
});

describe('upcomingLevels', () => {
  const running = { isOnBreak: false, clockState: 'running' };
  it('lists the levels after the one in play, numbering blind levels and showing breaks as breaks', () => {
    const next = upcomingLevels(levels, { ...running, currentLevel: 1 }, 3);
    expect(
      next.map((l) => (l.isBreak ? `break ${l.duration}` : `L${l.level} ${l.blinds.small}/${l.blinds.big}`)),
    ).toEqual(['L2 20/40', 'break 10', 'L3 50/100']);
    expect(upcomingLevels(levels, { ...running, currentLevel: 4 }, 3)).toEqual([]);
  });
  it('starts after the break during a scheduled break, and after the level during an added one', () => {
    const onScheduled = upcomingLevels(
      levels,
      { currentLevel: 2, isOnBreak: true, clockState: 'running' },
      2,
    );
    expect(onScheduled.map((l) => l.level)).toEqual([3, 4]);
    const onAdded = upcomingLevels(levels, { currentLevel: 2, isOnBreak: true, clockState: 'break' }, 1);
    expect(onAdded[0]?.isBreak).toBe(true);
  });
});
