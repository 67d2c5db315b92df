import { transportMessages } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { Namespace } from 'socket.io';

/** Sockets whose session ended by a path that announced nothing (expiry) are closed this often. */
const sessionSweepMs = 30_000;

// A socket's session and user each have a room, named so as not to clash with a namespace's own.
const sessionRoom = (id: string) => `session ${id}`;
const ownerRoom = (id: string) => `owner ${id}`;

/** The rooms a signed-in socket joins on connecting, so that the end of its session reaches it. */
export const sessionRooms = (sessionId: string, userId: string) => [
  sessionRoom(sessionId),
  ownerRoom(userId),
];

/**
 * Closes the signed-in sockets of a namespace whose session has ended, one way for every namespace:
 * at once, on every instance (the adapter carries it), for a revoked session (`sessions-revoked`),
 * telling the socket first on `errorEvent`; and by a sweep for one that ended without an
 * announcement (expiry, a row changed by hand). `everySweep` runs on the sweep's timer too.
 */
export function closeEndedSessions(
  app: FastifyInstance,
  // biome-ignore lint/suspicious/noExplicitAny: each namespace types its own events.
  nsp: Namespace<any, any, any, { sessionId: string | null }>,
  {
    errorEvent,
    name,
    onRevoked,
    everySweep,
  }: {
    errorEvent: string;
    /** Named in the log line when a sweep fails. */
    name: string;
    onRevoked?: (userId: string, sessionIds: string[] | 'all') => void;
    everySweep?: () => void;
  },
) {
  app.events.on('sessions-revoked', ({ userId, sessionIds }) => {
    onRevoked?.(userId, sessionIds);
    const rooms = sessionIds === 'all' ? [ownerRoom(userId)] : sessionIds.map(sessionRoom);
    nsp.to(rooms).emit(errorEvent, { message: transportMessages.unauthorized });
    nsp.in(rooms).disconnectSockets();
  });

  const sweep = setInterval(() => void sweepSessions(), sessionSweepMs);
  sweep.unref();
  async function sweepSessions() {
    everySweep?.();
    const held = new Map<string, Array<{ disconnect(): unknown }>>();
    for (const socket of nsp.sockets.values()) {
      const id = socket.data.sessionId;
      if (id) held.set(id, [...(held.get(id) ?? []), socket]);
    }
    if (held.size === 0) return;
    try {
      const live = await app.liveSessions([...held.keys()]);
      for (const [id, sockets] of held) if (!live.has(id)) for (const s of sockets) s.disconnect();
    } catch (error) {
      app.log.warn({ err: (error as Error).message }, `${name} socket session sweep failed`);
    }
  }
  app.addHook('onClose', async () => clearInterval(sweep));
}
