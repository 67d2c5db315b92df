import type { QueryClient } from '@tanstack/react-query';

/**
 * Registers the service worker that makes the app installable and usable offline (docs/offline.md).
 * Called from the query scope, so the landing page (which a visitor may never get past) neither
 * carries this nor makes a first visit download the whole app shell. Production builds only: the
 * dev server has no sw.js, and a worker caching dev modules would serve stale code.
 */
export function registerServiceWorker(queryClient: QueryClient) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The answers read before the worker took this page over (the session among them, asked at
  // start-up) were never stored by it: read what the page shows again through it, so a reload with
  // no network opens signed in on this data, not on the sign-in page (docs/offline.md, "Starting
  // offline").
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    void queryClient.refetchQueries({ type: 'active' });
  });
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    // The app works without it, only not offline.
    console.warn('service worker registration failed', error);
  });
}
