import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSessionExpirySync } from '@/features/auth';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { LoadingProblemOverlay } from './errors/loading-problem-overlay.tsx';

/*
 * Toasts are its own chunk, fetched at start-up in parallel with the first page: the landing page's
 * budget (second spec) has no room for it. Pages that toast import the same module instance.
 */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function SessionExpirySync() {
  useSessionExpirySync();
  return null;
}

/** Everything the pages rely on, in the order they depend on each other. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SessionExpirySync />
        {children}
        <Suspense fallback={null}>
          <Toaster position="top-right" closeButton richColors />
        </Suspense>
        <LoadingProblemOverlay />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
