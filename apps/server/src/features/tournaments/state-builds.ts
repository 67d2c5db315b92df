import type { TournamentState } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { readScopes } from '../../lib/read-cache/scopes.ts';
import { loadInputs, loadUndoLabel, type StateInputs, stateOf, type Viewer } from './tournament-state.ts';
import type { TournamentRow } from './tournaments.repository.ts';

/**
 * A tournament's state is built once per change and shared (docs/tournament.md, "One build per
 * change"): the broadcast after a host's action, the host's reply, `GET /api/tournaments/{id}`, the
 * game's tournament, the TV and a socket's join all take the same inputs. They are kept under the
 * change log's check (`app.readCache.build`): built again after any write to the game's scope
 * (players, tables, ledger, the tournament's settings), and the undo label after a write to the
 * undo stack (`undo:`), by whichever instance, so several instances need no message. The clock is
 * not part of them: it is computed from the tournament's row, which every reader reads anyway (one
 * primary-key read), at the time of reading.
 */
export async function stateInputs(app: FastifyInstance, t: TournamentRow): Promise<StateInputs> {
  // Two builds, checked in one statement: a pause or a resume writes only the undo stack, so the
  // players, tables and figures are not read again for it (migration 0037).
  const [shared, undoLabel] = await Promise.all([
    app.readCache.build(`tournament-state:${t.id}`, [readScopes.game(t.gameId)], () => loadInputs(app.db, t)),
    app.readCache.build(`tournament-undo:${t.id}`, [readScopes.undo(t.id)], () => loadUndoLabel(app.db, t)),
  ]);
  return { ...shared, undoLabel };
}

/** The state as `viewer` sees it now, from the shared build. */
export async function sharedState(
  app: FastifyInstance,
  t: TournamentRow,
  viewer: Viewer,
  now = Date.now(),
): Promise<TournamentState> {
  return stateOf(app, t, await stateInputs(app, t), viewer, now);
}
