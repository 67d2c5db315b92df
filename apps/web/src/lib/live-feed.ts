import {
  authContract,
  liveEvents as ev,
  type LiveClientToServerEvents,
  type LiveServerToClientEvents,
  liveNamespace,
} from '@pokerhome/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { api } from './api-call.ts';

/**
 * `connecting` until the first subscribe is answered; `live` while the socket is up and the server
 * hears the database; `down` otherwise: the screens say so and read again when it is back.
 */
export type LiveStatus = 'connecting' | 'live' | 'down';

/** What one screen follows: the scopes it shows, and the queries that read them. */
export type LiveInterest = { scopes: readonly string[]; keys: readonly QueryKey[] };

/** The spec's socket rules (5 attempts, 2 s apart, 10 s timeout), then a try every 30 s. */
const retryLiveMs = 30_000;
/** Screens mount and unmount in bursts (a navigation): their scopes go to the server once. */
const syncAfterMs = 30;

/**
 * The browser's one live socket (docs/live-feed.md): the union of the scopes of the screens on show
 * goes to `/live`; a scope's change invalidates exactly the queries those screens registered for
 * it. On reconnect (or `resync`) every registered query is read again, since changes made while the
 * socket was down were not heard. Nothing is polled.
 */
export function createLiveFeed(queryClient: QueryClient) {
  const interests = new Set<LiveInterest>();
  const statusListeners = new Set<() => void>();
  let status: LiveStatus = 'connecting';
  let socket: Socket<LiveServerToClientEvents, LiveClientToServerEvents> | undefined;
  let syncTimer: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let wasLive = false;
  let refusedTries = 0;
  let sent = '';

  const tell = () => {
    for (const listener of statusListeners) listener();
  };
  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    tell();
  };
  const refresh = (match: (interest: LiveInterest) => boolean) => {
    const keys = new Map<string, QueryKey>();
    for (const interest of interests)
      if (match(interest)) for (const key of interest.keys) keys.set(JSON.stringify(key), key);
    for (const key of keys.values()) void queryClient.invalidateQueries({ queryKey: key });
  };
  const send = () => {
    syncTimer = undefined;
    if (!socket?.connected) return;
    const scopes = [...new Set([...interests].flatMap((i) => i.scopes))].sort();
    const wanted = scopes.join(' ');
    if (wanted === sent) return;
    sent = wanted;
    socket.emit(ev.subscribe, { scopes }, (answer) => {
      if (answer.ok) setStatus('live');
    });
  };
  const sync = () => {
    clearTimeout(syncTimer);
    syncTimer = setTimeout(send, syncAfterMs);
  };
  const down = () => {
    if (status === 'live') wasLive = true;
    setStatus('down');
  };

  // Socket.IO's client is fetched when the feed starts, after the first screen: it is not in the
  // signed-in shell's first chunk (decision 0008's budget). A stop before it arrives wins.
  let wanted = false;
  function start() {
    if (socket || wanted) return;
    wanted = true;
    void import('socket.io-client').then(({ io }) => {
      if (wanted && !socket) connect(io);
    });
  }

  function connect(io: typeof import('socket.io-client').io) {
    const s: Socket<LiveServerToClientEvents, LiveClientToServerEvents> = io(liveNamespace, {
      withCredentials: true,
      reconnectionAttempts: 5,
      reconnectionDelay: 2000,
      timeout: 10_000,
    });
    socket = s;
    s.on('connect', () => {
      clearTimeout(retry);
      refusedTries = 0;
      sent = '';
      send();
      // Back after a loss: what changed meanwhile was not heard.
      if (wasLive) refresh(() => true);
      if (interests.size === 0) setStatus('live');
    });
    s.on('disconnect', (reason) => {
      down();
      // Closed by the server (the session ended, or a limit): renew the sign-in, try again later.
      if (reason === 'io server disconnect') retryLater();
    });
    s.on('connect_error', () => {
      down();
      // Refused by the server (an expired access cookie): Socket.IO does not try again by itself.
      if (!s.active) retryLater();
      else renewSignIn();
    });
    s.io.on('reconnect_failed', () => retryLater());
    s.on(ev.changed, (scope) => refresh((i) => i.scopes.includes(scope)));
    s.on(ev.revoked, (scope) => refresh((i) => i.scopes.includes(scope)));
    s.on(ev.paused, () => down());
    s.on(ev.resync, () => {
      setStatus('live');
      refresh(() => true);
    });
  }

  /** The handshake carries the short-lived access cookie: GET /auth/me renews it. */
  function renewSignIn() {
    void api.call(authContract.me).catch(() => undefined);
  }
  /** Like Socket.IO's own attempts (5, 2 s apart), then every 30 s. */
  function retryLater() {
    clearTimeout(retry);
    renewSignIn();
    refusedTries++;
    retry = setTimeout(
      () => {
        if (socket && !socket.connected) socket.connect();
      },
      refusedTries <= 5 ? 2_000 : retryLiveMs,
    );
  }

  return {
    start,
    stop() {
      wanted = false;
      clearTimeout(retry);
      clearTimeout(syncTimer);
      socket?.disconnect();
      socket = undefined;
    },
    /** Follows what a screen shows until the returned function is called. */
    follow(interest: LiveInterest) {
      interests.add(interest);
      sync();
      if (interests.size === 1) tell();
      return () => {
        interests.delete(interest);
        sync();
        if (interests.size === 0) tell();
      };
    },
    status: () => status,
    /** Whether any screen on show follows something (the banner is theirs); told with the status. */
    following: () => interests.size > 0,
    onStatus(listener: () => void) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}
export type LiveFeed = ReturnType<typeof createLiveFeed>;
