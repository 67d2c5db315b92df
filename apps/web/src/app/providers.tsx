import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useSessionExpirySync } from '@/features/auth';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { LoadingProblemOverlay } from './errors/loading-problem-overlay.tsx';

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
        <Toaster position="top-right" closeButton richColors />
        <LoadingProblemOverlay />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
