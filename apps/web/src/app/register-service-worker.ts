/**
 * Registers the service worker that makes the app installable and usable offline (docs/offline.md).
 * Called from the query scope, so the landing page (which a visitor may never get past) neither
 * carries this nor makes a first visit download the whole app shell. Production builds only: the
 * dev server has no sw.js, and a worker caching dev modules would serve stale code.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    // The app works without it, only not offline.
    console.warn('service worker registration failed', error);
  });
}
