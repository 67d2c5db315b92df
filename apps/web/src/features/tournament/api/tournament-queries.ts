import { clockDataSchema, type TournamentState, tournamentStateResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client.ts';

/** Where a tournament page reads its state: by tournament id, by game id, or by the TV's display token. */
export type TournamentSource =
  | { kind: 'tournament'; id: string }
  | { kind: 'game'; id: string }
  | { kind: 'display'; token: string };

export const tournamentKey = (source: TournamentSource) =>
  ['tournament', source.kind, source.kind === 'display' ? source.token : source.id] as const;

function statePath(source: TournamentSource): string {
  if (source.kind === 'tournament') return `/tournaments/${encodeURIComponent(source.id)}`;
  if (source.kind === 'game') return `/games/${encodeURIComponent(source.id)}/tournament`;
  return `/display/${encodeURIComponent(source.token)}`;
}

export function tournamentQueryOptions(source: TournamentSource) {
  return queryOptions<TournamentState>({
    queryKey: tournamentKey(source),
    queryFn: ({ signal }) =>
      apiClient.get(statePath(source), { schema: tournamentStateResponseSchema, signal }),
    // Live data: the socket keeps it current; a 404 (not started) should not be retried three times.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !('status' in error && error.status === 404) && count < 3,
  });
}

const clockAnswer = z.object({ clock: clockDataSchema });

/**
 * The clock alone, polled every second while the socket is down (docs/tournament.md). The display
 * view has no clock endpoint of its own: its state call is small enough.
 */
export async function fetchClock(source: TournamentSource, tournamentId: string) {
  if (source.kind === 'display') {
    return (await apiClient.get(statePath(source), { schema: tournamentStateResponseSchema })).clock;
  }
  return (
    await apiClient.get(`/tournaments/${encodeURIComponent(tournamentId)}/clock`, { schema: clockAnswer })
  ).clock;
}
