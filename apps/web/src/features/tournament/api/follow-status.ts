import type { TournamentState } from '@pokerhome/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A tournament that starts, finishes or reopens changes what other screens show (the game's
 * results and ledger, the games list's Live badge, the dashboard): all of them live under
 * ['games'], so they are read again. The results page right after the last elimination then shows
 * the finished tournament without a reload.
 */
export function followStatus(
  queryClient: QueryClient,
  before: TournamentState | undefined,
  after: TournamentState,
) {
  if (before && before.tournament.status === after.tournament.status) return;
  void queryClient.invalidateQueries({ queryKey: ['games'] });
}
