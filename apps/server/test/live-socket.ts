import { io as connect, type Socket } from 'socket.io-client';
import type { signedIn } from './fixtures.ts';

export type Signed = Awaited<ReturnType<typeof signedIn>>;

/** A /live socket as the browser of `who` opens it, recording every event it is sent. */
export async function liveSocket(url: string, who: Signed) {
  const cookie = [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const socket: Socket = connect(`${url}/live`, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie },
  });
  const events: Array<{ name: string; scope?: string }> = [];
  socket.onAny((name, scope) => events.push({ name, scope }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const subscribe = (scopes: string[]) =>
    socket.emitWithAck('subscribe', { scopes }) as Promise<{ ok: boolean; refused?: string[] }>;
  /** Whether `name` for `scope` was sent, counting only events after the first `since`. */
  const heard = (name: string, scope: string, since = 0) =>
    events.slice(since).some((e) => e.name === name && e.scope === scope);
  return { socket, events, subscribe, heard };
}
