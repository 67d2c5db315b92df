import type { ReactNode } from 'react';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { LoadingProblemOverlay } from './errors/loading-problem-overlay.tsx';

/**
 * Everything every page relies on, in the order they depend on each other. The query cache and the
 * toaster are not here: the pages that read the API and toast get them from the QueryScope route
 * (app/query-scope.tsx), so the landing page loads neither (decision 0008).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      {children}
      <LoadingProblemOverlay />
    </AppErrorBoundary>
  );
}
