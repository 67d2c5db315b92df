import type { authContract } from './auth.ts';
import type { dashboardContract } from './dashboard.ts';
import type { EndpointDefinition } from './define-endpoint.ts';
import type { gamesContract } from './games.ts';
import type { leaguesContract } from './leagues.ts';
import type { operationsContract } from './operations.ts';

/** An endpoint's method and path alone, without its schemas. */
export type EndpointRoute = Pick<EndpointDefinition, 'method' | 'path'>;

type RouteOf<E extends EndpointDefinition> = Pick<E, 'method' | 'path'>;

/**
 * The method and path of the calls the web's first chunk makes (the start-up session check, signing
 * out, reporting a crash, asking whether the server is back, and the first reads of the signed-in
 * pages, sent before their code has loaded: decision 0034), in a module free of the schema library so
 * the landing page need not load it (docs/architecture.md, "The contract"). The type check holds each
 * to its contract entry.
 */
export const firstChunkRoutes = {
  me: { method: 'GET', path: '/api/auth/me' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  reportClientError: { method: 'POST', path: '/api/client-errors' },
  health: { method: 'GET', path: '/api/health' },
  dashboard: { method: 'GET', path: '/api/dashboard/stats' },
  leagueDashboard: { method: 'GET', path: '/api/dashboard/league' },
  games: { method: 'GET', path: '/api/games' },
  game: { method: 'GET', path: '/api/games/:id' },
} as const satisfies {
  me: RouteOf<typeof authContract.me>;
  logout: RouteOf<typeof authContract.logout>;
  reportClientError: RouteOf<typeof operationsContract.reportClientError>;
  health: RouteOf<typeof operationsContract.health>;
  dashboard: RouteOf<typeof dashboardContract.stats>;
  leagueDashboard: RouteOf<typeof leaguesContract.dashboard>;
  games: RouteOf<typeof gamesContract.list>;
  game: RouteOf<typeof gamesContract.read>;
};
