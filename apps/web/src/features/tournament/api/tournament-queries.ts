import { type TournamentState, tournamentsContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { isApiError } from '@/lib/api-error.ts';

/** Where a tournament page reads its state: by tournament id, by game id, or by the TV's display token. */
export type TournamentSource =
  | { kind: 'tournament'; id: string }
  | { kind: 'game'; id: string }
  | { kind: 'display'; token: string };

export const tournamentKey = (source: TournamentSource) =>
  ['tournament', source.kind, source.kind === 'display' ? source.token : source.id] as const;

/** The state of a source, from the entry that serves it. */
function readState(source: TournamentSource, signal?: AbortSignal): Promise<TournamentState> {
  if (source.kind === 'tournament')
    return api.call(tournamentsContract.read, { params: { id: source.id }, signal });
  if (source.kind === 'game')
    return api.call(tournamentsContract.byGame, { params: { id: source.id }, signal });
  return api.call(tournamentsContract.display, { params: { token: source.token }, signal });
}

export function tournamentQueryOptions(source: TournamentSource) {
  return queryOptions<TournamentState>({
    queryKey: tournamentKey(source),
    queryFn: ({ signal }) => readState(source, signal),
    // Live data: the socket keeps it current; a 404 (not started) should not be retried three times.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !(isApiError(error) && error.code === 'NOT_FOUND') && count < 3,
  });
}

/**
 * The clock alone, polled every second while the socket is down (docs/tournament.md). The display
 * view has no clock endpoint of its own: its state call is small enough.
 */
export async function fetchClock(source: TournamentSource, tournamentId: string) {
  if (source.kind === 'display') return (await readState(source)).clock;
  return (await api.call(tournamentsContract.clock, { params: { id: tournamentId } })).clock;
}
