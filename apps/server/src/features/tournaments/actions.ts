import { type ChangeDetails, tournamentMessages } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import type { BountyPayment } from './bounty-settlement.ts';
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
  // The host's reply comes from the build the broadcast made (state-builds.ts), not a second one.
  const sent = outcome.changed
    ? await realtime.broadcast(tournamentId, outcome.event, outcome.details, outcome.saved)
    : undefined;
  const viewer = { userId: auth.userId, isHost: true };
  const state = sent
    ? stateOf(app, sent.t, sent.inputs, viewer, sent.now)
    : await sharedState(app, (await repo.findById(app.db, tournamentId))!, viewer);
  return { action, message: outcome.message, ...state };
}
