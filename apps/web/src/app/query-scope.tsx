import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { primeSessionQuery, useSessionExpirySync } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client.ts';

/*
 * The query cache (TanStack Query) for every page that reads the API, as a lazy layout route: the
 * landing page shows no server data and so never loads it (decision 0008). One cache for the whole
 * visit: a scope that unmounts (back to the landing page) and mounts again finds the same data.
 */
let appQueryClient: QueryClient | undefined;

function queryClientForThisVisit(): QueryClient {
  if (!appQueryClient) {
    appQueryClient = createQueryClient();
    primeSessionQuery(appQueryClient);
  }
  return appQueryClient;
}

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
    </>
  );
  if (provided) return pages;
  return <QueryClientProvider client={queryClientForThisVisit()}>{pages}</QueryClientProvider>;
}
