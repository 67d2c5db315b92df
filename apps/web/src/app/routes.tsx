import { endpointUrl, firstChunkRoutes } from '@pokerhome/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type LoaderFunction, matchRoutes, Navigate, type Params, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/page-loading.tsx';
import { gamesListQuery } from '@/features/games/api/games-list-query.ts';
import { readEarly } from '@/lib/request.ts';
import { maybeSignedIn } from '@/lib/session-hint.ts';
import { RouteErrorBoundary } from './errors/route-error-boundary.tsx';
import { CenteredLayout } from './layouts/centered-layout.tsx';
import { InfoPageLayout, PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

/** Who sees the template pages; others get the upgrade screen. */
const templateRoles = ['organizer', 'admin'] as const;

type PageModule = () => Promise<{ default: ComponentType }>;

/** Every page is its own chunk, loaded by the router before the page renders: one route a path. */
function pages(byPath: Record<string, PageModule>): RouteObject[] {
  return Object.entries(byPath).map(([path, load]) => ({
    path,
    lazy: async () => ({ Component: (await load()).default }),
    ...(firstReads[path] ? { loader: firstRead(firstReads[path]) } : {}),
  }));
}

type Prefetch = (client: QueryClient) => Promise<unknown>;

/*
 * The read a signed-in page shows first, asked for as soon as the router matches the page, while
 * its chunks load (and while the session is checked), instead of once the page has rendered: the
 * page finds it in flight in the cache under the same key (decision 0034). Nothing is asked of a
 * browser that holds no session. On a later navigation it is a prefetch: fresh data is not asked again.
 */
const firstReads: Record<string, (params: Params) => Promise<Prefetch>> = {
  dashboard: async () => {
    const { dashboardQueryOptions } = await import('@/features/dashboard/api/dashboard-query.ts');
    return (client) => client.prefetchQuery(dashboardQueryOptions);
  },
  games: async () => {
    const { gamesListQueryOptions } = await import('@/features/games/api/game-queries.ts');
    // The tab and filters the page opens with.
    return (client) => client.prefetchInfiniteQuery(gamesListQueryOptions('upcoming', { search: '' }));
  },
  'games/:gameId/manage': async ({ gameId }) => {
    const { gameQueryOptions } = await import('@/features/games/api/game-queries.ts');
    return (client) => (gameId ? client.prefetchQuery(gameQueryOptions(gameId)) : Promise.resolve());
  },
};

/**
 * The addresses of those reads, free of the schema library: sent by `readFirstScreenEarly` when the
 * visit opens on the page, before any of its chunks (decision 0034). Each is the address the page's
 * own call builds (the list's query from the same `gamesListQuery`), so that call takes the answer.
 */
const firstReadAddresses: Record<string, (params: Params) => string[]> = {
  dashboard: () => [firstChunkRoutes.dashboard.path, firstChunkRoutes.leagueDashboard.path],
  games: () => [endpointUrl(firstChunkRoutes.games.path, {}, gamesListQuery('upcoming', { search: '' }, 0))],
  'games/:gameId/manage': ({ gameId }) =>
    gameId ? [endpointUrl(firstChunkRoutes.game.path, { id: gameId })] : [],
};

/**
 * At start (main.tsx, beside the session check): the first reads of the page the visit opens on go
 * out with the first chunk, not once the page's chunks and the schema library have loaded and run.
 * The route's loader then asks for them as on any navigation, and its calls take these answers.
 */
export function readFirstScreenEarly(location: { pathname: string; search?: string }): void {
  if (!maybeSignedIn()) return;
  for (const { route, params } of matchRoutes(routes, location) ?? []) {
    const addresses = route.path ? firstReadAddresses[route.path] : undefined;
    for (const url of addresses?.(params) ?? []) readEarly(url);
  }
}

/** The loader of a first read: starts it and returns at once, so the page never waits for it. */
function firstRead(read: (params: Params) => Promise<Prefetch>): LoaderFunction {
  return ({ params }) => {
    if (maybeSignedIn()) {
      void Promise.all([import('./query-scope.tsx'), read(params)])
        .then(([{ queryClientForThisVisit }, prefetch]) => prefetch(queryClientForThisVisit()))
        // A failed read is the page's to show, when it asks again.
        .catch(() => undefined);
    }
    return null;
  };
}

const toLanding = <Navigate to="/landing" replace />;

/*
 * The query cache, the session guards and the signed-in app's frame (shell, sidebar) are chunks of
 * their own too, so the landing page loads none of them (decision 0008: the landing budget). Every
 * page that reads the API sits under the QueryScope.
 */
const queryScope = async () => ({ Component: (await import('./query-scope.tsx')).QueryScope });
const guestOnly = async () => ({
  Component: (await import('./guards/guest-only-route.tsx')).GuestOnlyRoute,
});
const protectedApp = async () => ({
  Component: (await import('./guards/protected-route.tsx')).ProtectedRoute,
});
const appShell = async () => ({ Component: (await import('./layouts/app-shell/app-shell.tsx')).AppShell });
const templatesGate = async () => {
  const [{ RoleRoute }, { OrganizerUpgrade }] = await Promise.all([
    import('./guards/role-route.tsx'),
    import('@/features/templates'),
  ]);
  return { element: <RoleRoute roles={templateRoles} fallback={<OrganizerUpgrade />} /> };
};

/** Every route. The public and centred layouts are eager (small, no server data). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: toLanding },
      {
        element: <PublicLayout />,
        children: [
          ...pages({ landing: () => import('@/features/landing/routes/landing.tsx') }),
          {
            lazy: queryScope,
            children: [
              {
                element: <InfoPageLayout />,
                children: pages({
                  about: () => import('@/features/info/routes/about.tsx'),
                  contact: () => import('@/features/info/routes/contact.tsx'),
                  privacy: () => import('@/features/info/routes/privacy.tsx'),
                  terms: () => import('@/features/info/routes/terms.tsx'),
                  cookies: () => import('@/features/info/routes/cookies.tsx'),
                  gdpr: () => import('@/features/info/routes/gdpr.tsx'),
                  status: () => import('@/features/status/routes/status.tsx'),
                }),
              },
            ],
          },
        ],
      },
      {
        lazy: queryScope,
        children: [
          {
            element: <CenteredLayout />,
            children: [
              {
                lazy: guestOnly,
                children: pages({
                  login: () => import('@/features/auth/routes/login.tsx'),
                  register: () => import('@/features/auth/routes/register.tsx'),
                }),
              },
              ...pages({
                // Reached from e-mails, signed in or not.
                'forgot-password': () => import('@/features/auth/routes/forgot-password.tsx'),
                'reset-password': () => import('@/features/auth/routes/reset-password.tsx'),
                'verify-email': () => import('@/features/auth/routes/verify-email.tsx'),
                unauthorized: () => import('@/features/auth/routes/unauthorized.tsx'),
                // An e-mailed game invitation answered without an account.
                'rsvp/:token': () => import('@/features/games/routes/rsvp-by-link.tsx'),
                // Links in reminder e-mails, signed in or not (the signed token is the credential).
                unsubscribe: () => import('@/features/reach/routes/unsubscribe.tsx'),
                'stop-mail': () => import('@/features/reach/routes/stop-mail.tsx'),
                'cant-make-it': () => import('@/features/reach/routes/cant-make-it.tsx'),
                'newsletter/confirm': () => import('@/features/landing/routes/newsletter-confirm.tsx'),
              }),
            ],
          },
          {
            lazy: protectedApp,
            children: [
              {
                lazy: appShell,
                children: [
                  ...pages({
                    dashboard: () => import('@/features/dashboard/routes/dashboard.tsx'),
                    stats: () => import('@/features/dashboard/routes/personal-stats.tsx'),
                    games: () => import('@/features/games/routes/games-list.tsx'),
                    'games/new': () => import('@/features/game-wizard/routes/new-game.tsx'),
                    'games/:gameId/manage': () => import('@/features/games/routes/manage-game.tsx'),
                    'games/:gameId/join': () => import('@/features/games/routes/join-game.tsx'),
                    'games/:gameId/results': () => import('@/features/results/routes/game-results.tsx'),
                    reports: () => import('@/features/results/routes/reports.tsx'),
                    players: () => import('@/features/players/routes/players.tsx'),
                    settings: () => import('@/features/settings/routes/settings.tsx'),
                    'admin/jobs': () => import('@/features/reach/routes/admin-jobs.tsx'),
                    'tournament/:tournamentId': () => import('@/features/tournament/routes/tournament.tsx'),
                    'games/:gameId/tournament': () => import('@/features/tournament/routes/tournament.tsx'),
                    leagues: () => import('@/features/leagues/routes/leagues-list.tsx'),
                    // The page checks the role itself (League Organizer or Administrator).
                    'leagues/new': () => import('@/features/leagues/routes/new-league.tsx'),
                    'leagues/:leagueId': () => import('@/features/leagues/routes/league.tsx'),
                    'leagues/:leagueId/seasons/new': () => import('@/features/leagues/routes/new-season.tsx'),
                    'seasons/:seasonId': () => import('@/features/leagues/routes/season.tsx'),
                    'seasons/:seasonId/sandbox': () => import('@/features/leagues/routes/sandbox.tsx'),
                    'seasons/:seasonId/players/:playerKey': () =>
                      import('@/features/leagues/routes/season-player.tsx'),
                  }),
                  {
                    lazy: templatesGate,
                    children: pages({
                      templates: () => import('@/features/templates/routes/templates-list.tsx'),
                      'templates/new': () => import('@/features/templates/routes/new-template.tsx'),
                      'templates/:templateId/edit': () =>
                        import('@/features/templates/routes/edit-template.tsx'),
                      'templates/:templateId/create-game': () =>
                        import('@/features/templates/routes/create-game-from-template.tsx'),
                      // Recurring games: the same organizers and admins (canScheduleRecurring), same upgrade screen.
                      series: () => import('@/features/series/routes/series-list.tsx'),
                      'series/new': () => import('@/features/series/routes/new-series.tsx'),
                      'series/:seriesId': () => import('@/features/series/routes/series-detail.tsx'),
                    }),
                  },
                ],
              },
            ],
          },
          ...pages({
            // The TV view of a tournament: a secret link, no account, no app shell.
            'display/:token': () => import('@/features/tournament/routes/display.tsx'),
            // The short code a TV types instead of the link (docs/tournament.md, "Getting the TV up").
            tv: () => import('@/features/tournament/routes/tv-code.tsx'),
            // A season's public standings: a secret link, no account, no app shell (phone and TV).
            'standings/:token': () => import('@/features/leagues/routes/public-standings.tsx'),
          }),
        ],
      },
      { path: '*', element: toLanding },
    ],
  },
];
