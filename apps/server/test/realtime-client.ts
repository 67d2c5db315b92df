import { io as connect, type Socket } from 'socket.io-client';

/**
 * A raw /tournaments socket for tests that probe the handshake and the limits: resolves once
 * connected, rejects with the server's refusal (its message) otherwise. Records every event.
 */
export async function openSocket(
  url: string,
  who: { cookie?: string; displayToken?: unknown; origin?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (who.cookie) headers.cookie = who.cookie;
  if (who.origin) headers.origin = who.origin;
  const socket: Socket = connect(`${url}/tournaments`, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: headers,
    auth: who.displayToken === undefined ? {} : { displayToken: who.displayToken },
  });
  const events: Array<{ name: string; payload: any }> = [];
  socket.onAny((name, payload) => events.push({ name, payload }));
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return { socket, events, disconnected };
}

/** Joins and answers the server's reply: the state, or the error message. */
export function joinOnce(socket: Socket, tournamentId: string, displayToken?: string) {
  return new Promise<{ ok: boolean; state?: any; message?: string }>((resolve) => {
    const done = (result: { ok: boolean; state?: any; message?: string }) => {
      socket.off('tournament-joined', onJoined);
      socket.off('tournament-error', onError);
      socket.off('disconnect', onGone);
      resolve(result);
    };
    const onJoined = (state: any) => done({ ok: true, state });
    const onError = (error: { message: string }) => done({ ok: false, message: error.message });
    const onGone = () => done({ ok: false, message: 'disconnected' });
    socket.on('tournament-joined', onJoined);
    socket.on('tournament-error', onError);
    socket.on('disconnect', onGone);
    socket.emit('join-tournament', { tournamentId, ...(displayToken ? { displayToken } : {}) });
  });
}

/** Resolves true when the socket is disconnected within `ms`, false when it is still open. */
export async function closedWithin(socket: Socket, ms: number) {
  if (!socket.connected) return true;
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
