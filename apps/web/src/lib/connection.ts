import { firstChunkRoutes } from '@pokerhome/domain';
import { useSyncExternalStore } from 'react';
import { callUnchecked } from './api-call.ts';
import { deviceDataKeys, forgetDeviceData } from './device-data.ts';
import { onSessionExpired, onTransport } from './request-events.ts';

/**
 * Whether the app can reach the server, and how old the data it shows may be (docs/offline.md).
 * Offline means the browser says so, or the last call failed or was answered from the service
 * worker's stored copies (the server is unreachable though the device has a network). `dataFrom`
 * is when the oldest stored copy shown since going offline was sent by the server, or else when
 * the server last answered (kept across reloads, so an offline start still knows it).
 */
export type ConnectionState = {
  offline: boolean;
  /** The browser itself says it has no network; offline without it means the server is out of reach. */
  browserOffline: boolean;
  dataFrom: number | null;
};

const lastReachedKey = deviceDataKeys.lastReached;

function readLastReached(): number | null {
  try {
    const stored = Number(globalThis.localStorage?.getItem(lastReachedKey));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

let browserOffline = globalThis.navigator?.onLine === false;
let serverUnreachable = false;
let lastReached = readLastReached();
let oldestCopy: number | null = null;
let snapshot: ConnectionState = compute();
const listeners = new Set<() => void>();

function compute(): ConnectionState {
  return {
    offline: browserOffline || serverUnreachable,
    browserOffline,
    dataFrom: oldestCopy ?? lastReached,
  };
}

/**
 * While the device is online but the server does not answer, ask it every few seconds whether it
 * is back (the health check is never served from the worker's copies): a page that makes no calls
 * of its own would otherwise say "Offline" for ever.
 */
const probeMs = 5000;
let probe: ReturnType<typeof setInterval> | undefined;
const askServer = () => void callUnchecked(firstChunkRoutes.health).catch(() => undefined);

function changed() {
  const probing = serverUnreachable && !browserOffline;
  if (probing && !probe) probe = setInterval(askServer, probeMs);
  if (!probing && probe) {
    clearInterval(probe);
    probe = undefined;
  }
  const next = compute();
  if (
    next.offline === snapshot.offline &&
    next.browserOffline === snapshot.browserOffline &&
    next.dataFrom === snapshot.dataFrom
  )
    return;
  snapshot = next;
  for (const listener of listeners) listener();
}

let lastWritten = 0;
onTransport((event) => {
  if (event.kind === 'reached') {
    serverUnreachable = false;
    oldestCopy = null;
    lastReached = Date.now();
    // Written at most every few seconds: a busy page makes many calls.
    if (lastReached - lastWritten > 5000) {
      lastWritten = lastReached;
      try {
        globalThis.localStorage?.setItem(lastReachedKey, String(lastReached));
      } catch {
        // Storage full or denied: the banner then falls back to this visit's time.
      }
    }
  } else {
    serverUnreachable = true;
    if (event.kind === 'offline-copy' && Number.isFinite(event.sentAt)) {
      oldestCopy = Math.min(oldestCopy ?? event.sentAt, event.sentAt);
    }
  }
  changed();
});

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    browserOffline = true;
    changed();
  });
  window.addEventListener('online', () => {
    browserOffline = false;
    changed();
    if (serverUnreachable) askServer();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribe, () => snapshot);
}

/**
 * Sign-out and account deletion forget this user's data on the device (lib/device-data.ts), so the
 * next person on it cannot read them offline; so does a session the server says is gone (the
 * request function forgets the stored data itself, this the time of this visit's answers).
 */
export async function forgetOfflineData(): Promise<void> {
  forgetDataTime();
  await forgetDeviceData();
}

function forgetDataTime() {
  lastReached = null;
  oldestCopy = null;
  changed();
}

onSessionExpired(forgetDataTime);
