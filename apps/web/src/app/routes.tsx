import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/page-loading.tsx';
import { RouteErrorBoundary } from './errors/route-error-boundary.tsx';
import { CenteredLayout } from './layouts/centered-layout.tsx';
import { InfoPageLayout, PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

/** Who sees the template pages; others get the upgrade screen. */
const templateRoles = ['organizer', 'admin'] as const;

/** Every page is its own chunk, loaded by the router before the page renders. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
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
          { path: 'landing', lazy: page(() => import('@/features/landing/routes/landing.tsx')) },
          {
            lazy: queryScope,
            children: [
              {
                element: <InfoPageLayout />,
                children: [
                  { path: 'about', lazy: page(() => import('@/features/info/routes/about.tsx')) },
                  { path: 'contact', lazy: page(() => import('@/features/info/routes/contact.tsx')) },
                  { path: 'privacy', lazy: page(() => import('@/features/info/routes/privacy.tsx')) },
                  { path: 'terms', lazy: page(() => import('@/features/info/routes/terms.tsx')) },
                  { path: 'cookies', lazy: page(() => import('@/features/info/routes/cookies.tsx')) },
                  { path: 'gdpr', lazy: page(() => import('@/features/info/routes/gdpr.tsx')) },
                  { path: 'status', lazy: page(() => import('@/features/status/routes/status.tsx')) },
                ],
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
                children: [
                  { path: 'login', lazy: page(() => import('@/features/auth/routes/login.tsx')) },
                  { path: 'register', lazy: page(() => import('@/features/auth/routes/register.tsx')) },
                ],
              },
              // Reached from e-mails, signed in or not.
              {
                path: 'forgot-password',
                lazy: page(() => import('@/features/auth/routes/forgot-password.tsx')),
              },
              {
                path: 'reset-password',
                lazy: page(() => import('@/features/auth/routes/reset-password.tsx')),
              },
              { path: 'verify-email', lazy: page(() => import('@/features/auth/routes/verify-email.tsx')) },
              { path: 'unauthorized', lazy: page(() => import('@/features/auth/routes/unauthorized.tsx')) },
              // An e-mailed game invitation answered without an account.
              { path: 'rsvp/:token', lazy: page(() => import('@/features/games/routes/rsvp-by-link.tsx')) },
              // Links in reminder e-mails, signed in or not (the signed token is the credential).
              { path: 'unsubscribe', lazy: page(() => import('@/features/reach/routes/unsubscribe.tsx')) },
              { path: 'cant-make-it', lazy: page(() => import('@/features/reach/routes/cant-make-it.tsx')) },
              {
                path: 'newsletter/confirm',
                lazy: page(() => import('@/features/landing/routes/newsletter-confirm.tsx')),
              },
            ],
          },
          {
            lazy: protectedApp,
            children: [
              {
                lazy: appShell,
                children: [
                  {
                    path: 'dashboard',
                    lazy: page(() => import('@/features/dashboard/routes/dashboard.tsx')),
                  },
                  { path: 'games', lazy: page(() => import('@/features/games/routes/games-list.tsx')) },
                  {
                    path: 'games/new',
                    lazy: page(() => import('@/features/game-wizard/routes/new-game.tsx')),
                  },
                  {
                    path: 'games/:gameId/manage',
                    lazy: page(() => import('@/features/games/routes/manage-game.tsx')),
                  },
                  {
                    path: 'games/:gameId/join',
                    lazy: page(() => import('@/features/games/routes/join-game.tsx')),
                  },
                  {
                    path: 'games/:gameId/results',
                    lazy: page(() => import('@/features/results/routes/game-results.tsx')),
                  },
                  { path: 'reports', lazy: page(() => import('@/features/results/routes/reports.tsx')) },
                  { path: 'players', lazy: page(() => import('@/features/players/routes/players.tsx')) },
                  { path: 'settings', lazy: page(() => import('@/features/settings/routes/settings.tsx')) },
                  { path: 'admin/jobs', lazy: page(() => import('@/features/reach/routes/admin-jobs.tsx')) },
                  {
                    path: 'tournament/:tournamentId',
                    lazy: page(() => import('@/features/tournament/routes/tournament.tsx')),
                  },
                  {
                    path: 'games/:gameId/tournament',
                    lazy: page(() => import('@/features/tournament/routes/tournament.tsx')),
                  },
                  { path: 'leagues', lazy: page(() => import('@/features/leagues/routes/leagues-list.tsx')) },
                  // The page checks the role itself (League Organizer or Administrator).
                  {
                    path: 'leagues/new',
                    lazy: page(() => import('@/features/leagues/routes/new-league.tsx')),
                  },
                  {
                    path: 'leagues/:leagueId',
                    lazy: page(() => import('@/features/leagues/routes/league.tsx')),
                  },
                  {
                    path: 'leagues/:leagueId/seasons/new',
                    lazy: page(() => import('@/features/leagues/routes/new-season.tsx')),
                  },
                  {
                    path: 'seasons/:seasonId',
                    lazy: page(() => import('@/features/leagues/routes/season.tsx')),
                  },
                  {
                    path: 'seasons/:seasonId/sandbox',
                    lazy: page(() => import('@/features/leagues/routes/sandbox.tsx')),
                  },
                  {
                    path: 'seasons/:seasonId/players/:playerKey',
                    lazy: page(() => import('@/features/leagues/routes/season-player.tsx')),
                  },
                  {
                    lazy: templatesGate,
                    children: [
                      {
                        path: 'templates',
                        lazy: page(() => import('@/features/templates/routes/templates-list.tsx')),
                      },
                      {
                        path: 'templates/new',
                        lazy: page(() => import('@/features/templates/routes/new-template.tsx')),
                      },
                      {
                        path: 'templates/:templateId/edit',
                        lazy: page(() => import('@/features/templates/routes/edit-template.tsx')),
                      },
                      {
                        path: 'templates/:templateId/create-game',
                        lazy: page(() => import('@/features/templates/routes/create-game-from-template.tsx')),
                      },
                      // Recurring games: the same organizers and admins (canScheduleRecurring), same upgrade screen.
                      {
                        path: 'series',
                        lazy: page(() => import('@/features/series/routes/series-list.tsx')),
                      },
                      {
                        path: 'series/new',
                        lazy: page(() => import('@/features/series/routes/new-series.tsx')),
                      },
                      {
                        path: 'series/:seriesId',
                        lazy: page(() => import('@/features/series/routes/series-detail.tsx')),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          // The TV view of a tournament: a secret link, no account, no app shell.
          { path: 'display/:token', lazy: page(() => import('@/features/tournament/routes/display.tsx')) },
          // A season's public standings: a secret link, no account, no app shell (phone and TV).
          {
            path: 'standings/:token',
            lazy: page(() => import('@/features/leagues/routes/public-standings.tsx')),
          },
        ],
      },
      { path: '*', element: toLanding },
    ],
  },
];
