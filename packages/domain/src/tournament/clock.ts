import type { BlindLevel } from '../schemas/games/payload.ts';

/**
 * The tournament clock as pure arithmetic over stored timestamps. Nothing ticks: every reader
 * computes the same remaining time from the record and `now`, so a restarted server, a second
 * instance and a late client agree to the millisecond.
 */
export type ClockRecord = {
  clockState: 'stopped' | 'running' | 'paused' | 'break';
  levelIndex: number;
  /** While running: when the current level ends (ms since epoch). */
  levelEndsAt: number | null;
  /** While paused, or on an added break: what was left of the level. */
  remainingMs: number | null;
  /** On an added break: when the break ends. */
  breakEndsAt: number | null;
};

const minute = 60_000;
export const levelMs = (levels: BlindLevel[], index: number) => (levels[index]?.duration ?? 0) * minute;
const lastIndex = (levels: BlindLevel[]) => levels.length - 1;

export function startClock(levels: BlindLevel[], now: number): ClockRecord {
  return {
    clockState: 'running',
    levelIndex: 0,
    levelEndsAt: now + levelMs(levels, 0),
    remainingMs: null,
    breakEndsAt: null,
  };
}

/** Time left in the level (or in an added break); never negative. */
export function timeRemaining(record: ClockRecord, levels: BlindLevel[], now: number): number {
  switch (record.clockState) {
    case 'running':
      return Math.max(0, (record.levelEndsAt ?? now) - now);
    case 'paused':
      return Math.max(0, record.remainingMs ?? 0);
    case 'break':
      return Math.max(0, (record.breakEndsAt ?? now) - now);
    default:
      return levelMs(levels, record.levelIndex);
  }
}

/** Pausing freezes what is left of the level. Only a running clock pauses. */
export function pauseClock(record: ClockRecord, now: number): ClockRecord {
  if (record.clockState !== 'running') return record;
  return {
    ...record,
    clockState: 'paused',
    remainingMs: Math.max(0, (record.levelEndsAt ?? now) - now),
    levelEndsAt: null,
  };
}

/** Resuming a pause, or ending an added break early: the level continues with what it had left. */
export function resumeClock(record: ClockRecord, now: number): ClockRecord {
  if (record.clockState !== 'paused' && record.clockState !== 'break') return record;
  return {
    clockState: 'running',
    levelIndex: record.levelIndex,
    levelEndsAt: now + (record.remainingMs ?? 0),
    remainingMs: null,
    breakEndsAt: null,
  };
}

/** Moves to another level, which starts full; the clock keeps its running or paused state. */
function goTo(record: ClockRecord, levels: BlindLevel[], index: number, now: number): ClockRecord {
  const full = levelMs(levels, index);
  if (record.clockState === 'paused' || record.clockState === 'stopped') {
    return { ...record, levelIndex: index, remainingMs: full, levelEndsAt: null, breakEndsAt: null };
  }
  return {
    clockState: 'running',
    levelIndex: index,
    levelEndsAt: now + full,
    remainingMs: null,
    breakEndsAt: null,
  };
}

/** The host's advance: the next level (a no-op at the last one: the clock then runs into overtime). */
export function advanceLevel(record: ClockRecord, levels: BlindLevel[], now: number): ClockRecord {
  if (record.levelIndex >= lastIndex(levels)) return record;
  return goTo(record, levels, record.levelIndex + 1, now);
}

export function previousLevel(record: ClockRecord, levels: BlindLevel[], now: number): ClockRecord {
  if (record.levelIndex <= 0) return record;
  return goTo(record, levels, record.levelIndex - 1, now);
}

/** A break of `minutes` (15 by default): the level's remaining time waits until the break ends. */
export function addBreak(record: ClockRecord, now: number, minutes = 15): ClockRecord {
  if (record.clockState === 'break') {
    return { ...record, breakEndsAt: (record.breakEndsAt ?? now) + minutes * minute };
  }
  const remaining =
    record.clockState === 'running'
      ? Math.max(0, (record.levelEndsAt ?? now) - now)
      : (record.remainingMs ?? 0);
  return {
    clockState: 'break',
    levelIndex: record.levelIndex,
    levelEndsAt: null,
    remainingMs: remaining,
    breakEndsAt: now + minutes * minute,
  };
}

/**
 * The host's "add time": `ms` more for the level (running or paused) or for the break under way.
 * A stopped clock has nothing to extend.
 */
export function addTime(record: ClockRecord, ms: number, now: number): ClockRecord {
  switch (record.clockState) {
    case 'running':
      return { ...record, levelEndsAt: (record.levelEndsAt ?? now) + ms };
    case 'paused':
      return { ...record, remainingMs: (record.remainingMs ?? 0) + ms };
    case 'break':
      return { ...record, breakEndsAt: (record.breakEndsAt ?? now) + ms };
    default:
      return record;
  }
}

/**
 * Applies every deadline that has passed by `now`: an added break that ended, then each level end
 * in turn. Deadlines chain from the previous deadline, not from `now`, so catching up after a
 * restart lands in the right level with the right time left. After the last level nothing changes:
 * the clock shows overtime at the last blinds.
 */
export function catchUp(record: ClockRecord, levels: BlindLevel[], now: number): ClockRecord {
  let r = record;
  if (r.clockState === 'break' && r.breakEndsAt !== null && r.breakEndsAt <= now) {
    r = {
      clockState: 'running',
      levelIndex: r.levelIndex,
      levelEndsAt: r.breakEndsAt + (r.remainingMs ?? 0),
      remainingMs: null,
      breakEndsAt: null,
    };
  }
  while (
    r.clockState === 'running' &&
    r.levelEndsAt !== null &&
    r.levelEndsAt <= now &&
    r.levelIndex < lastIndex(levels)
  ) {
    const next = r.levelIndex + 1;
    r = { ...r, levelIndex: next, levelEndsAt: r.levelEndsAt + levelMs(levels, next) };
  }
  return r;
}

/** When the record next changes by itself (a level end or a break end), or null. */
export function nextDeadline(record: ClockRecord, levels: BlindLevel[]): number | null {
  if (record.clockState === 'break') return record.breakEndsAt;
  if (record.clockState === 'running' && record.levelIndex < lastIndex(levels)) return record.levelEndsAt;
  return null;
}

/** Blind-level number of a level index: breaks in the structure are not counted. */
export function blindLevelNumber(levels: BlindLevel[], index: number): number {
  let n = 0;
  for (let i = 0; i <= Math.min(index, lastIndex(levels)); i++) if (!levels[i]!.isBreak) n += 1;
  return Math.max(1, n);
}

/** The blinds in play at an index; during a structural break, those of the last blind level before it. */
export function blindsAt(levels: BlindLevel[], index: number) {
  for (let i = Math.min(index, lastIndex(levels)); i >= 0; i--) {
    const l = levels[i]!;
    if (!l.isBreak)
      return {
        level: blindLevelNumber(levels, i),
        small: l.smallBlind,
        big: l.bigBlind,
        ante: l.ante,
        bigBlindAnte: l.bigBlindAnte === true,
      };
  }
  const first = levels.find((l) => !l.isBreak);
  return {
    level: 1,
    small: first?.smallBlind ?? 0,
    big: first?.bigBlind ?? 0,
    ante: first?.ante ?? 0,
    bigBlindAnte: first?.bigBlindAnte === true,
  };
}

export function clockView(record: ClockRecord, levels: BlindLevel[], now: number) {
  const current = catchUp(record, levels, now);
  const last = current.levelIndex >= lastIndex(levels);
  const nextIndex = levels.findIndex((l, i) => i > current.levelIndex && !l.isBreak);
  const overtimeMs =
    last && current.clockState === 'running' && current.levelEndsAt !== null
      ? Math.max(0, now - current.levelEndsAt)
      : 0;
  return {
    record: current,
    currentLevel: blindLevelNumber(levels, current.levelIndex),
    blinds: blindsAt(levels, current.levelIndex),
    nextBlinds: nextIndex === -1 ? null : blindsAt(levels, nextIndex),
    timeRemaining: timeRemaining(current, levels, now),
    isLastLevel: last,
    overtimeMs,
    isOnBreak: current.clockState === 'break' || levels[current.levelIndex]?.isBreak === true,
  };
}

/**
 * Time until the next scheduled break of the structure (a level marked `isBreak`): what is left of
 * the current level plus the levels before the break. Null when no break is ahead or the clock is
 * on a break now.
 */
export function timeToNextBreak(
  levels: BlindLevel[],
  levelIndex: number,
  remainingMs: number,
): number | null {
  if (levels[levelIndex]?.isBreak) return null;
  let total = remainingMs;
  for (let i = levelIndex + 1; i < levels.length; i++) {
    if (levels[i]!.isBreak) return total;
    total += levelMs(levels, i);
  }
  return null;
}

/** The index in `levels` of blind level number `n` (breaks are not counted), the inverse of blindLevelNumber. */
export function indexOfBlindLevel(levels: BlindLevel[], n: number): number {
  let count = 0;
  for (let i = 0; i < levels.length; i++) if (!levels[i]!.isBreak && ++count === n) return i;
  return Math.max(0, levels.length - 1);
}

/**
 * The levels after the one in play, as the TV lists them ("Coming up"): blind levels numbered as
 * players count them, scheduled breaks as breaks (with the chip coloured up there). During a
 * structural break the list starts after the break; during an added break, after the current level.
 */
export function upcomingLevels(
  levels: BlindLevel[],
  clock: { currentLevel: number; isOnBreak: boolean; clockState: string },
  count: number,
) {
  let index = indexOfBlindLevel(levels, clock.currentLevel);
  if (clock.isOnBreak && clock.clockState !== 'break' && levels[index + 1]?.isBreak) index += 1;
  return levels.slice(index + 1, index + 1 + count).map((l, i) => ({
    index: index + 1 + i,
    isBreak: l.isBreak,
    level: l.isBreak ? null : blindLevelNumber(levels, index + 1 + i),
    blinds: { small: l.smallBlind, big: l.bigBlind, ante: l.ante, bigBlindAnte: l.bigBlindAnte === true },
    duration: l.duration,
    colourUp: l.colourUp ?? null,
  }));
}
