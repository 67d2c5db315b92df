/*
 * Names shared by the service worker (apps/web/service-worker/sw.ts) and the page (docs/offline.md).
 * Kept free of browser-window or worker types so both programs can import it.
 */

/** The Cache Storage cache holding the API's last JSON answers. */
export const apiCacheName = 'pokerhome-api';

/**
 * Set by the service worker on an answer read from that cache because the network failed; its
 * value is the stored answer's Date header (when the server sent it).
 */
export const offlineCopyHeader = 'X-PokerHome-Offline-Copy';
