import type { Tournament } from '@pokerhome/domain';
import type { ActionBody, TournamentAction } from '../api/tournament-actions.ts';

/** Runs one host action with its body, typed from the contract (bodiless actions take none). */
export type Act = <A extends TournamentAction>(
  action: A,
  ...body: undefined extends ActionBody<A> ? [body?: ActionBody<A>] : [body: ActionBody<A>]
) => void;

/** What every panel of the host's view is given: the tournament, the action sender and whether an action is in flight. */
export type HostPanelProps = {
  tournament: Tournament;
  act: Act;
  pending: boolean;
  /** The last action's refusal, for a panel that answers it in place (a walk-in at the maximum). */
  failure?: { action: TournamentAction; error: Error } | null;
};
