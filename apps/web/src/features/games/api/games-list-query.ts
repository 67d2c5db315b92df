import type { GameStatus, GameType } from '@pokerhome/domain';

export type GamesScope = 'upcoming' | 'past';

export type GamesFilters = { search: string; type?: GameType; status?: GameStatus };

const pageSize = 24;

/**
 * The query of one page of the games list. Free of the schema library: the route loader sends the
 * list's first page from the first chunk with it (app/routes.tsx, decision 0034), and the page's own
 * call must ask for the same address to take that answer.
 */
export function gamesListQuery(scope: GamesScope, filters: GamesFilters, offset: number) {
  return {
    scope,
    limit: pageSize,
    offset,
    search: filters.search.trim() || undefined,
    type: filters.type,
    status: filters.status,
  };
}
