import { type ChangeDetails, tournamentMessages } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import type { BountyPayment } from './bounty-settlement.ts';
import type { ClockAction } from './clock-actions.ts';
import { writeClock } from './clock-write.repository.ts';
import { clockUndoRecord } from './host-actions.ts';
import type { Realtime, TournamentEvent } from './realtime.ts';
import { sharedState } from './state-builds.ts';
import { stateOf } from './tournament-state.ts';
import * as repo from './tournaments.repository.ts';
import { requireHost } from './tournaments.service.ts';

export type ActionOutcome = {
  message: string;
  event?: TournamentEvent;
  details?: ChangeDetails;
  changed: boolean;
  /** Bounties an elimination settled, for the ledger (see host-actions.ts). */
  bounties?: BountyPayment[];
  /** The tournament's row as the action wrote it, when it wrote it: the broadcast needs no read. */
  saved?: repo.TournamentRow;
};
export type Mutation = (tx: repo.Tx, t: repo.TournamentRow, now: number) => Promise<ActionOutcome>;

/**
 * One host action: under the tournament's row lock, so two hosts (or a double click) apply one after
 * the other and the second sees the first's result, which makes repeats no-ops. Everything the action
 * writes (the ledger's entries, the stacks, the undo record) is this one transaction (docs/ledger.md,
 * "One transaction"); the game's row is locked before the tournament's, the order every writer of a
 * game's money keeps. The change is broadcast to every screen following the tournament after commit.
 */
export async function act(
  app: FastifyInstance,
  realtime: Realtime,
  auth: AuthContext,
  tournamentId: string,
  action: string,
  mutate: Mutation,
  options: { allowFinished?: boolean } = {},
) {
  const outcome = await app.db.transaction(async (tx) => {
    const t = await repo.lockForHost(tx, tournamentId, auth.userId);
    // Not the host (or no such tournament): nothing was locked or written; the reason is told below.
    if (!t) return undefined;
    if (!options.allowFinished && (t.status === 'completed' || t.status === 'cancelled')) {
      throw new AppError('CONFLICT', tournamentMessages.finished);
    }
    return mutate(tx, t, Date.now());
  });
  if (!outcome) {
    // 404 for whoever may not see the tournament, 403 for its players (docs/games.md).
    await requireHost(app, auth, tournamentId);
    throw forbidden();
  }
  return answer(app, realtime, auth, tournamentId, action, outcome);
}

/** After commit: the change to every screen, and the host's reply from the same build (state-builds.ts). */
async function answer(
  app: FastifyInstance,
  realtime: Realtime,
  auth: AuthContext,
  tournamentId: string,
  action: string,
  outcome: ActionOutcome,
  unchanged?: repo.TournamentRow,
) {
  const sent = outcome.changed
    ? await realtime.broadcast(tournamentId, outcome.event, outcome.details, outcome.saved)
    : undefined;
  const viewer = { userId: auth.userId, isHost: true };
  const state = sent
    ? stateOf(app, sent.t, sent.inputs, viewer, sent.now)
    : await sharedState(app, unchanged ?? (await repo.findById(app.db, tournamentId))!, viewer);
  return { action, message: outcome.message, ...state };
}

/** How often a clock action reads and decides again when another write got in first. */
const clockAttempts = 10;

/**
 * A clock action (pause, resume, a level, a break, a minute): read, decided, then written with its
 * undo record in one statement that applies only to the version read (docs/tournament.md, "Clock
 * actions"), as the scheduler's level ends are. No transaction and no lock: a second host, a double
 * tap or the scheduler that wrote in between makes the write miss, and the action is decided again
 * on what they wrote (a second pause finds the clock paused: "The clock is not running"). It waits
 * for no writer of the game's money, which holds the game's row, not the clock's.
 */
export async function actOnClock(
  app: FastifyInstance,
  realtime: Realtime,
  auth: AuthContext,
  tournamentId: string,
  action: string,
  label: string,
  decide: ClockAction,
) {
  for (let attempt = 1; ; attempt++) {
    // The host check and the row in one statement; 404 or 403 for anyone else (docs/games.md).
    const t = await requireHost(app, auth, tournamentId);
    if (t.status === 'completed' || t.status === 'cancelled')
      throw new AppError('CONFLICT', tournamentMessages.finished);
    const plan = decide(t, Date.now());
    if (!plan.changed)
      return answer(app, realtime, auth, tournamentId, action, { message: plan.message, changed: false }, t);
    const saved = await writeClock(app.db, t.id, t.version, plan.values, {
      label,
      restore: clockUndoRecord(t),
    });
    if (saved) return answer(app, realtime, auth, tournamentId, action, { ...plan, saved });
    if (attempt === clockAttempts) throw new AppError('CONFLICT', tournamentMessages.clockBusy);
  }
}
