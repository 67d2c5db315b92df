import { gamesContract } from '@pokerhome/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { type GamesFilters, type GamesScope, gamesListQuery } from './games-list-query.ts';

export type { GamesFilters, GamesScope };

export const gamesQueryKey = ['games'] as const;

/**
 * `GET /games?scope&search&type&status`: one tab of the games list, a page at a time; every page
 * carries both tabs' counts under the same filters.
 */
export function gamesListQueryOptions(scope: GamesScope, filters: GamesFilters) {
  const search = filters.search.trim();
  return infiniteQueryOptions({
    queryKey: [...gamesQueryKey, 'list', scope, search, filters.type ?? '', filters.status ?? ''],
    initialPageParam: 0,
    queryFn: ({ signal, pageParam }) =>
      api.call(gamesContract.list, { query: gamesListQuery(scope, filters, pageParam), signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.games.length, 0);
      return loaded < last.total && last.games.length > 0 ? loaded : undefined;
    },
  });
}

/**
 * `GET /games/{id}`: the game with its participants and waiting list. `invite` is the share link's
 * token, which lets someone not yet attached to the game read it.
 */
export function gameQueryOptions(gameId: string, invite?: string) {
  return queryOptions({
    queryKey: [...gamesQueryKey, 'detail', gameId],
    queryFn: async ({ signal }) => {
      const { game } = await api.call(gamesContract.read, {
        params: { id: gameId },
        query: { invite: invite || undefined },
        signal,
      });
      return game;
    },
    // No shorter freshness: the host watches RSVPs arrive through the live feed (docs/live-feed.md).
  });
}
