/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { apiCacheName, offlineCopyHeader } from '../src/lib/offline-cache.ts';

/*
 * The service worker (docs/offline.md, decision 0022). The app shell (index.html, every hashed
 * chunk, the icons) is precached at install; navigations go to the server first, so a deploy and the
 * server's own head are seen at once, and fall back to the precached shell when it cannot be reached.
 * The API's JSON answers are kept as "the last data seen": network first, the stored copy only when
 * the network fails, marked with a header so the page can say it is showing old data.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkOnly({ plugins: [{ handlerDidError: async () => matchPrecache('/index.html') }] }),
);

/**
 * Never kept: the health check, the live clock (a stored clock would jump back; while offline the page counts on
 * from its last state), the TV's token-addressed state, sign-in and session changes, downloads
 * (PDF and CSV reports are large and the JSON check below skips them anyway).
 */
const neverKept = [
  /^\/api\/tournaments\/[^/]+\/clock$/,
  /^\/api\/display\//,
  /^\/api\/auth\/(?!me$)/,
  // The status page and the probe of lib/connection.ts must hear the server itself, never a stored "operational".
  /^\/api\/health$/,
];

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !neverKept.some((pattern) => pattern.test(url.pathname)),
  new NetworkFirst({
    cacheName: apiCacheName,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // Before the marking below: an expired copy is dropped, not shown.
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 }),
      {
        cacheWillUpdate: async ({ response }) =>
          response.headers.get('content-type')?.includes('application/json') ? response : null,
        // Only ever called with a stored copy: NetworkFirst reads the cache after the network failed.
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return cachedResponse;
          const headers = new Headers(cachedResponse.headers);
          headers.set(offlineCopyHeader, cachedResponse.headers.get('date') ?? '');
          return new Response(cachedResponse.body, {
            status: cachedResponse.status,
            statusText: cachedResponse.statusText,
            headers,
          });
        },
      },
    ],
  }),
);
