import {
  authContract,
  type ChangePayload,
  type ClientToServerEvents,
  type ClockData,
  tournamentEvents as ev,
  heartbeatPayloadSchema,
  type ServerToClientEvents,
  type TournamentChangeEvent,
  type TournamentState,
  tournamentChangeEvents,
  tournamentMessages,
  tournamentNamespace,
} from '@pokerhome/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { type SessionUser, sessionQueryKey } from '@/features/auth';
import { api } from '@/lib/api-call.ts';
import { followStatus } from '../api/follow-status.ts';
import { overtaken } from '../api/overtaken.ts';
import { fetchClock, type TournamentSource, tournamentKey } from '../api/tournament-queries.ts';

/**
 * `live`: the socket is up and this screen has joined the room and received the state, so what it
 * shows is confirmed. `polling`: the socket is down (or silent): the screen shows "reconnecting",
 * its clock counts on from the last state and is marked unconfirmed (docs/offline.md).
 */
export type LiveStatus = 'connecting' | 'live' | 'polling';

const pollMs = 1000;
/**
 * The server sends a heartbeat every 5 s; a socket silent for longer than this is treated as down.
 * A phone whose network drops does not see its socket close for up to Socket.IO's ping timeout
 * (about 45 s), and would show "Live" and a running clock while the host has paused (issue 18).
 */
const silenceMs = 12_000;
/** After the reconnection attempts run out (or the server closed the socket), try again this often. */
const retryLiveMs = 30_000;

/**
 * Keeps a tournament's cached state live (docs/tournament.md): a Socket.IO connection to
 * `/tournaments` (5 attempts, 2 s apart, 10 s timeout) that joins the tournament's room again on
 * every reconnect; while it is down, the clock is polled every second. Also tracks the offset
 * between this device's clock and the server's (heartbeats, and each clock's timestamp), so a phone
 * whose clock is minutes off still counts down right.
 */
export function useLiveTournament(
  source: TournamentSource,
  tournamentId: string | undefined,
  enabled: boolean,
  onEvent?: (event: TournamentChangeEvent, payload: ChangePayload) => void,
) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // The latest listener, without reconnecting when the caller's function changes.
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  const [offsetMs, setOffsetMs] = useState(0);
  const [error, setError] = useState<string | null>(null);

  // `source` must be stable (callers memoise it): a new one reconnects.
  useEffect(() => {
    if (!enabled || !tournamentId) return;
    const key = tournamentKey(source);
    const displayToken = source.kind === 'display' ? source.token : undefined;
    let poller: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Broadcasts carry one state for every screen; this screen finds its own player in it.
    const withMe = (state: TournamentState): TournamentState => {
      const me = queryClient.getQueryData<SessionUser | null>(sessionQueryKey)?.id;
      if (state.tournament.myPlayerId || !me) return state;
      const mine = state.tournament.players.find((p) => p.userId === me)?.id ?? null;
      return mine ? { ...state, tournament: { ...state.tournament, myPlayerId: mine } } : state;
    };
    const setState = (state: TournamentState) => {
      const shown = queryClient.getQueryData<TournamentState>(key);
      // Broadcasts can arrive after the answer to a later action (a reconnect's join, a slow room).
      if (overtaken(state, shown)) return;
      followStatus(queryClient, shown, state);
      queryClient.setQueryData(key, withMe(state));
    };
    const setClock = (clock: ClockData) => {
      queryClient.setQueryData<TournamentState>(key, (old) => (old ? { ...old, clock } : old));
    };
    const syncOffset = (clock: ClockData) => setOffsetMs(Date.parse(clock.timestamp) - Date.now());

    const poll = async () => {
      try {
        const clock = await fetchClock(source, tournamentId);
        setClock(clock);
        syncOffset(clock);
      } catch {
        // A clock fetch failure is silent (docs/tournament.md): the next poll tries again.
      }
    };
    const startPolling = () => {
      setStatus('polling');
      poller ??= setInterval(poll, pollMs);
    };
    const stopPolling = () => {
      clearInterval(poller);
      poller = undefined;
    };

    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(tournamentNamespace, {
      withCredentials: true,
      auth: displayToken ? { displayToken } : {},
      reconnectionAttempts: 5,
      reconnectionDelay: 2000,
      timeout: 10_000,
    });
    const join = () => socket.emit(ev.join, { tournamentId, ...(displayToken ? { displayToken } : {}) });

    let lastHeard = Date.now();
    // Live only once the room has sent the state again: until then the clock is unconfirmed.
    socket.on('connect', () => {
      lastHeard = Date.now();
      setError(null);
      join();
    });

    socket.onAny(() => {
      lastHeard = Date.now();
    });
    // Socket down as far as this screen can tell: say so now and let Socket.IO reconnect.
    const lost = () => {
      startPolling();
      if (socket.connected) socket.io.engine?.close();
    };
    const watchdog = setInterval(() => {
      if (socket.connected && Date.now() - lastHeard > silenceMs) lost();
    }, 2000);
    const onOffline = () => lost();
    // Back online: connect now rather than after the reconnection backoff (up to 5 s), or after
    // the 30 s wait once the attempts ran out while offline.
    const onOnline = () => {
      if (socket.connected) return;
      socket.disconnect();
      socket.connect();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    const retryLater = () => {
      clearTimeout(retry);
      retry = setTimeout(() => {
        if (!socket.connected) socket.connect();
      }, retryLiveMs);
    };
    socket.on('disconnect', (reason) => {
      startPolling();
      if (reason !== 'io server disconnect') return;
      // The server closed it: the session may have been ended (signed out elsewhere). Re-reading
      // the user sends a signed-out browser to sign-in; otherwise try live updates again later.
      if (!displayToken) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      retryLater();
    });
    socket.on('connect_error', () => {
      startPolling();
      // The handshake carries the short-lived access cookie: renew it before the next attempt.
      if (!displayToken) void api.call(authContract.me).catch(() => undefined);
    });
    socket.io.on('reconnect_failed', () => {
      setError(tournamentMessages.realtimeFailed);
      retryLater();
    });
    // Live again only once the room has sent the state: until then the clock is unconfirmed.
    const onState = (state: TournamentState) => {
      stopPolling();
      setStatus('live');
      setState(state);
      syncOffset(state.clock);
    };
    socket.on(ev.joined, onState);
    socket.on(ev.stateChanged, onState);
    // A named change carries the new state, then says what happened, for the screens that
    // announce it (the TV's voice, the knockout feed).
    for (const event of tournamentChangeEvents)
      socket.on(event, ({ state, ...payload }) => {
        onState(state);
        onEventRef.current?.(event, payload);
      });
    socket.on(ev.clockUpdate, (clock) => {
      stopPolling();
      setStatus('live');
      setClock(clock);
    });
    socket.on(ev.heartbeat, (raw: unknown) => {
      const beat = heartbeatPayloadSchema.safeParse(raw);
      if (beat.success) setOffsetMs(beat.data.serverTime - Date.now());
    });
    socket.on(ev.error, (payload) => setError(payload.message ?? tournamentMessages.fetchFailed));

    // A tab that was hidden may have slept: re-read the clock and the offset, and reconnect if needed.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void poll();
      if (!socket.connected) socket.connect();
    };
    document.addEventListener('visibilitychange', onVisible);

    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      clearInterval(watchdog);
      stopPolling();
      clearTimeout(retry);
      socket.disconnect();
    };
  }, [enabled, tournamentId, queryClient, source]);

  return { status, offsetMs, error, dismissError: () => setError(null) };
}
