import { type ChangeDetails, tournamentMessages } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import type { BountyPayment } from './bounty-settlement.ts';
import type { Realtime, TournamentEvent } from './realtime.ts';
import { loadState } from './tournament-state.ts';
import * as repo from './tournaments.repository.ts';
import { requireHost } from './tournaments.service.ts';

export type ActionOutcome = {
  message: string;
  event?: TournamentEvent;
  details?: ChangeDetails;
  changed: boolean;
  /** Work for another feature, done after the tournament's transaction (the ledger's own lock). */
  after?: () => Promise<void>;
  /** Bounties an elimination settled, for the ledger (see host-actions.ts). */
  bounties?: BountyPayment[];
};
export type Mutation = (tx: repo.Tx, t: repo.TournamentRow, now: number) => Promise<ActionOutcome>;

/**
 * One host action: under the tournament's row lock, so two hosts (or a double click) apply one after
 * the other and the second sees the first's result, which makes repeats no-ops. The change is then
 * broadcast to every screen following the tournament.
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
  await requireHost(app, auth, tournamentId);
  const outcome = await app.db.transaction(async (tx) => {
    const t = (await repo.lock(tx, tournamentId))!;
    if (!options.allowFinished && (t.status === 'completed' || t.status === 'cancelled')) {
      throw new AppError('CONFLICT', tournamentMessages.finished);
    }
    return mutate(tx, t, Date.now());
  });
  await outcome.after?.();
  if (outcome.changed) await realtime.broadcast(tournamentId, outcome.event, outcome.details);
  const t = (await repo.findById(app.db, tournamentId))!;
  const state = await loadState(app, app.db, t, { userId: auth.userId, isHost: true });
  return { action, message: outcome.message, ...state };
}
