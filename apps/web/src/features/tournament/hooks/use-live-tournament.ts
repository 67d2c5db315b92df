import {
  type ClockData,
  heartbeatPayloadSchema,
  type TournamentState,
  tournamentMessages,
} from '@pokerhome/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { apiClient } from '@/lib/api-client.ts';
import { sessionQueryKey } from '../../auth/api/session-query.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { fetchClock, type TournamentSource, tournamentKey } from '../api/tournament-queries.ts';

export type LiveStatus = 'connecting' | 'live' | 'polling';

const pollMs = 1000;
/** After the reconnection attempts run out (or the server closed the socket), try again this often. */
const retryLiveMs = 30_000;

/**
 * Keeps a tournament's cached state live (second spec §4, §7): a Socket.IO connection to
 * `/tournaments` (5 attempts, 2 s apart, 10 s timeout) that joins the tournament's room again on
 * every reconnect; while it is down, the clock is polled every second. Also tracks the offset
 * between this device's clock and the server's (heartbeats, and each clock's timestamp), so a phone
 * whose clock is minutes off still counts down right.
 */
export function useLiveTournament(
  source: TournamentSource,
  tournamentId: string | undefined,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
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
    const setState = (state: TournamentState) => queryClient.setQueryData(key, withMe(state));
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
        // A clock fetch failure is silent (second spec §8): the next poll tries again.
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

    const socket = io('/tournaments', {
      withCredentials: true,
      auth: displayToken ? { displayToken } : {},
      reconnectionAttempts: 5,
      reconnectionDelay: 2000,
      timeout: 10_000,
    });
    const join = () =>
      socket.emit('join-tournament', { tournamentId, ...(displayToken ? { displayToken } : {}) });

    socket.on('connect', () => {
      stopPolling();
      setStatus('live');
      setError(null);
      join();
    });
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
      if (!displayToken) void apiClient.get('/auth/me').catch(() => undefined);
    });
    socket.io.on('reconnect_failed', () => {
      setError(tournamentMessages.realtimeFailed);
      retryLater();
    });
    for (const event of ['tournament-joined', 'tournament-state-changed']) {
      socket.on(event, (state: TournamentState) => {
        setState(state);
        syncOffset(state.clock);
      });
    }
    socket.on('clock-update', (clock: ClockData) => {
      stopPolling();
      setStatus('live');
      setClock(clock);
    });
    socket.on('heartbeat', (raw: unknown) => {
      const beat = heartbeatPayloadSchema.safeParse(raw);
      if (beat.success) setOffsetMs(beat.data.serverTime - Date.now());
    });
    socket.on('tournament-error', (payload: { message?: string }) =>
      setError(payload.message ?? tournamentMessages.fetchFailed),
    );

    // A tab that was hidden may have slept: re-read the clock and the offset, and reconnect if needed.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void poll();
      if (!socket.connected) socket.connect();
    };
    document.addEventListener('visibilitychange', onVisible);

    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      stopPolling();
      clearTimeout(retry);
      socket.disconnect();
    };
  }, [enabled, tournamentId, queryClient, source]);

  return { status, offsetMs, error, dismissError: () => setError(null) };
}
