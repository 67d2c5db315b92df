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
import { columnsOf, recordOf } from './tournament-state.ts';
import * as repo from './tournaments.repository.ts';

type Step = (record: ClockRecord, t: repo.TournamentRow, now: number) => ClockRecord;

const same = (a: ClockRecord, b: ClockRecord) => JSON.stringify(a) === JSON.stringify(b);

/** Brings the record up to `now` (level ends that passed), applies the step, saves if anything changed. */
function clockStep(
  step: Step,
  messages: { done: string; noop: string },
  event?: ActionOutcome['event'],
  extra?: (t: repo.TournamentRow) => object,
) {
  return async (tx: repo.Tx, t: repo.TournamentRow, now: number): Promise<ActionOutcome> => {
    const current = t.autoAdvanceBlinds ? catchUp(recordOf(t), t.levels, now) : recordOf(t);
    const next = step(current, t, now);
    if (same(next, recordOf(t))) return { message: messages.noop, changed: false };
    const status = next.clockState === 'paused' ? 'paused' : 'active';
    const saved = await repo.save(tx, t.id, { ...columnsOf(next), status, ...(extra?.(t) ?? {}) });
    return { message: messages.done, event, changed: true, details: { levelIndex: next.levelIndex }, saved };
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
