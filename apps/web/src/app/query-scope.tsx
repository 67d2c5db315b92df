import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { primeSessionQuery, useSessionExpirySync } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client.ts';
import { registerServiceWorker } from './register-service-worker.ts';

/*
 * The query cache (TanStack Query) and the toaster for every page that reads the API, as a lazy
 * layout route: the landing page shows no server data and toasts nothing, so it loads neither
 * (decision 0008). One cache for the whole visit: a scope that unmounts (back to the landing page)
 * and mounts again finds the same data. Every page that toasts is under this route.
 */
let appQueryClient: QueryClient | undefined;

/**
 * A cache made elsewhere becomes the visit's: the tests' fresh one (test/render-app.tsx), so that
 * the routes' first reads (routes.tsx) land where their pages look.
 */
export function adoptQueryClient(client: QueryClient): void {
  appQueryClient = client;
}

/** The visit's cache, made on first use (a route's first read may come before the scope renders). */
export function queryClientForThisVisit(): QueryClient {
  if (!appQueryClient) {
    appQueryClient = createQueryClient();
    primeSessionQuery(appQueryClient);
    registerServiceWorker(appQueryClient);
  }
  return appQueryClient;
}

/*
 * Where toasts sit, set in index.css ("Where toasts sit"): over the top bar of the narrow screens,
 * left of its menu button, so that no page's controls are ever under one; on wide screens top right,
 * sonner's own 24 px (16 px on its phone layout). sonner reads `offset` above its 600 px phone
 * layout and `mobileOffset` at or under it.
 */
const toastInset = { top: 'var(--toast-top, 24px)', right: 'var(--toast-right, 24px)' };
const toastPhoneInset = { ...toastInset, left: 'var(--toast-left, 16px)' };

function SessionExpirySync() {
  useSessionExpirySync();
  return null;
}

/** A cache already provided above (the tests' fresh one) is used as it is. */
export function QueryScope() {
  const provided = useContext(QueryClientContext);
  const pages = (
    <>
      <SessionExpirySync />
      <Outlet />
      <Toaster
        position="top-right"
        offset={toastInset}
        mobileOffset={toastPhoneInset}
        closeButton
        richColors
      />
    </>
  );
  if (provided) return pages;
  return <QueryClientProvider client={queryClientForThisVisit()}>{pages}</QueryClientProvider>;
}
