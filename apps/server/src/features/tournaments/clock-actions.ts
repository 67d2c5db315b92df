import {
  addBreak,
  addTime,
  advanceLevel,
  type ClockRecord,
  catchUp,
  limits,
  pauseClock,
  previousLevel,
  resumeClock,
  tournamentEvents,
  tournamentMessages,
} from '@pokerhome/domain';
import type { ActionOutcome } from './actions.ts';
import type { ClockWrite } from './clock-write.repository.ts';
import { columnsOf, recordOf } from './tournament-state.ts';
import type { TournamentRow } from './tournaments.repository.ts';

type Step = (record: ClockRecord, t: TournamentRow, now: number) => ClockRecord;

const same = (a: ClockRecord, b: ClockRecord) => JSON.stringify(a) === JSON.stringify(b);

/** What a clock action decides from the tournament as read: nothing to do, or the columns to write. */
export type ClockPlan =
  | { changed: false; message: string }
  | (Required<Pick<ActionOutcome, 'message' | 'details'>> &
      Pick<ActionOutcome, 'event'> & { changed: true; values: ClockWrite });
export type ClockAction = (t: TournamentRow, now: number) => ClockPlan;

/**
 * Brings the record up to `now` (level ends that passed) and applies the step: the columns to write
 * if anything changed. Pure: the write is the caller's (actions.ts, `actOnClock`), one statement.
 */
function clockStep(
  step: Step,
  messages: { done: string; noop: string },
  event?: ActionOutcome['event'],
  extra?: (t: TournamentRow) => Partial<ClockWrite>,
): ClockAction {
  return (t, now) => {
    const current = t.autoAdvanceBlinds ? catchUp(recordOf(t), t.levels, now) : recordOf(t);
    const next = step(current, t, now);
    if (same(next, recordOf(t))) return { message: messages.noop, changed: false };
    const values: ClockWrite = {
      ...columnsOf(next),
      status: next.clockState === 'paused' ? 'paused' : 'active',
      pauseReason: t.pauseReason,
      ...extra?.(t),
    };
    return { message: messages.done, event, changed: true, details: { levelIndex: next.levelIndex }, values };
  };
}

export const pause = (reason: string) =>
  clockStep(
    (r, _t, now) => pauseClock(r, now),
    { done: 'Tournament paused', noop: 'The clock is not running' },
    tournamentEvents.paused,
    () => ({
      pauseReason: reason || tournamentMessages.hostPaused,
    }),
  );

export const resume = () =>
  clockStep(
    (r, _t, now) => resumeClock(r, now),
    { done: 'Tournament resumed', noop: 'The clock is already running' },
    tournamentEvents.resumed,
    () => ({
      pauseReason: null,
    }),
  );

export const advance = () =>
  clockStep(
    (r, t, now) => advanceLevel(r, t.levels, now),
    { done: 'Blinds advanced', noop: 'This is the last level' },
    tournamentEvents.levelAdvance,
  );

export const previous = () =>
  clockStep(
    (r, t, now) => previousLevel(r, t.levels, now),
    { done: 'Back to the previous level', noop: tournamentMessages.noPreviousLevel },
    tournamentEvents.levelAdvance,
  );

export const takeBreak = () =>
  clockStep(
    (r, _t, now) => addBreak(r, now, limits.breakMinutes),
    { done: `Break of ${limits.breakMinutes} minutes`, noop: '' },
    tournamentEvents.breakStarted,
  );

export const addMinute = () =>
  clockStep((r, _t, now) => addTime(r, limits.addTimeMinutes * 60_000, now), {
    done: `${limits.addTimeMinutes} minute added`,
    noop: 'The clock is not running',
  });
