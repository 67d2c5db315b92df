import { lazy, type ReactNode, Suspense } from 'react';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { LoadingProblemOverlay } from './errors/loading-problem-overlay.tsx';

/*
 * Toasts are its own chunk, fetched at start-up in parallel with the first page: the landing page's
 * budget (second spec) has no room for it. Pages that toast import the same module instance.
 */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Everything every page relies on, in the order they depend on each other. The query cache is not
 * here: pages that read the API get it from the QueryScope route (app/query-scope.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-right" closeButton richColors />
      </Suspense>
      <LoadingProblemOverlay />
    </AppErrorBoundary>
  );
}
