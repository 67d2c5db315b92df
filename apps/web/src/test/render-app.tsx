import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers.tsx';
import { adoptQueryClient } from '@/app/query-scope.tsx';
import { routes as appRoutes } from '@/app/routes.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

type Entry = string | { pathname: string; state?: unknown };

/**
 * Renders the real route tree (or `routes`) in memory, with the app's providers and a fresh cache
 * (the app's QueryScope routes use the cache provided here).
 */
export function renderApp(entry: Entry, options: { routes?: RouteObject[] } = {}) {
  const queryClient = createQueryClient();
  // Tests assert on the final answer; the retry policy itself is unit-tested.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  adoptQueryClient(queryClient);
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [entry] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
