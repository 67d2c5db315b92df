import {
  type BodyOf,
  type Ledger,
  type TournamentState,
  tournamentActionsContract,
  tournamentMessages,
} from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ledgerQueryKey } from '@/features/ledger';
import { api } from '@/lib/api-call.ts';
import { isApiError } from '@/lib/api-error.ts';
import { followStatus } from './follow-status.ts';
import { overtaken } from './overtaken.ts';
import { type TournamentSource, tournamentKey } from './tournament-queries.ts';

const actions = tournamentActionsContract;

/** A host action on a running tournament: the last segment of its path (`POST /tournaments/{id}/{action}`). */
export type TournamentAction = keyof typeof actions;

/** What an action sends, from its contract entry (undefined for the bodiless ones). */
export type ActionBody<A extends TournamentAction> =
  BodyOf<(typeof actions)[A]> extends z.ZodType ? z.input<BodyOf<(typeof actions)[A]>> : undefined;

/** An action with its body: required where the contract requires one. */
export type ActionVariables = {
  [A in TournamentAction]: undefined extends ActionBody<A>
    ? { action: A; body?: ActionBody<A> }
    : { action: A; body: ActionBody<A> };
}[TournamentAction];

const failures: Partial<Record<TournamentAction, string>> = {
  pause: tournamentMessages.pauseFailed,
  resume: tournamentMessages.resumeFailed,
  eliminate: tournamentMessages.eliminateFailed,
  move: tournamentMessages.moveFailed,
};

/**
 * Actions that write the game's ledger (a late entry's buy-in, a rebuy, an add-on, a bounty settled
 * by a knockout, and their undoing): the Finance tab's ledger is read again after them, so it shows
 * the new entry when the host opens it (it is not mounted while another tab is).
 */
const writesLedger = new Set<TournamentAction>([
  'late-entry',
  'rebuy',
  'add-on',
  'eliminate',
  'undo',
  'undo-elimination',
]);

const labels: Record<TournamentAction, string> = {
  pause: 'pause',
  resume: 'resume',
  advance: 'advance the level',
  previous: 'go back a level',
  break: 'add a break',
  'add-time': 'add time',
  eliminate: 'eliminate player',
  rebuy: 'record the rebuy',
  'add-on': 'record the add-on',
  'late-entry': 'seat the late entrant',
  undo: 'undo',
  'undo-elimination': 'undo the elimination',
  move: 'move player',
  chips: 'update chips',
  button: 'move the button',
  'apply-recommendation': 'apply the recommendation',
  end: 'end the tournament',
  'display-link': 'create a display link',
};

/**
 * `POST /tournaments/{id}/{action}`: the answer replaces the page's state at once (sockets follow),
 * unless a broadcast of a later change got there first (overtaken.ts).
 */
export function useTournamentAction(tournamentId: string, source: TournamentSource) {
  const queryClient = useQueryClient();
  // A plain useMutation: the entry it calls is chosen per call by the action, not one entry.
  return useMutation({
    mutationFn: ({ action, body }: ActionVariables) =>
      // ActionVariables pairs each action with its body; TypeScript cannot follow that pairing
      // through the lookup of the entry, hence the widening of the options.
      api.call(actions[action] as typeof actions.resume, { params: { id: tournamentId }, body } as never),
    onSuccess: ({ tournament, clock, message }, { action }) => {
      if (writesLedger.has(action)) {
        // The ledger's own read follows; until it is back, a page showing the ledger (the results
        // after the last knockout) must not call a finished tournament still running.
        queryClient.setQueryData<Ledger>(ledgerQueryKey(tournament.gameId), (old) =>
          old?.tournament ? { ...old, tournament: { ...old.tournament, status: tournament.status } } : old,
        );
        void queryClient.invalidateQueries({ queryKey: ledgerQueryKey(tournament.gameId) });
      }
      if (message) toast.success(message);
      const shown = queryClient.getQueryData<TournamentState>(tournamentKey(source));
      if (overtaken({ tournament, clock }, shown)) return;
      followStatus(queryClient, shown, { tournament, clock });
      queryClient.setQueryData(tournamentKey(source), { tournament, clock });
    },
    onError: (error, { action }) => {
      // A walk-in at the game's maximum is asked about in the late registration card itself.
      if (isApiError(error) && error.fields?.beyondMaximum && action === 'late-entry') return;
      const base = failures[action] ?? tournamentMessages.actionFailed(labels[action]);
      toast.error(error.message ? `${base}: ${error.message}` : base);
    },
  });
}
