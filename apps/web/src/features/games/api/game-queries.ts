import { gameResponseSchema, listGamesResponseSchema } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export const gamesQueryKey = ['games'] as const;

export type GamesScope = 'upcoming' | 'past';

/** `GET /games?scope&search`: one tab of the games list, with both tabs' counts. */
export function gamesListQueryOptions(scope: GamesScope, search: string) {
  const params = new URLSearchParams({ scope, limit: '100' });
  if (search.trim()) params.set('search', search.trim());
  return queryOptions({
    queryKey: [...gamesQueryKey, 'list', scope, search.trim()],
    queryFn: ({ signal }) => apiClient.get(`/games?${params}`, { schema: listGamesResponseSchema, signal }),
  });
}

/**
 * `GET /games/{id}`: the game with its participants and waiting list. `invite` is the share link's
 * token, which lets someone not yet attached to the game read it.
 */
export function gameQueryOptions(gameId: string, invite?: string) {
  const search = invite ? `?invite=${encodeURIComponent(invite)}` : '';
  return queryOptions({
    queryKey: [...gamesQueryKey, 'detail', gameId],
    queryFn: async ({ signal }) => {
      const { game } = await apiClient.get(`/games/${encodeURIComponent(gameId)}${search}`, {
        schema: gameResponseSchema,
        signal,
      });
      return game;
    },
    // The host watches RSVPs arrive; a minute-old participant list would mislead.
    staleTime: 15_000,
  });
}
