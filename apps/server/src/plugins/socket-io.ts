import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * One Socket.IO server on the HTTP server. With REDIS_URL the Redis adapter carries every emit to
 * the other instances, so clients on any instance see the same events.
 */
export const socketIoPlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string }) => {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // A short disconnect (phone locks, Wi-Fi hiccup) replays what was missed instead of losing it.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
  });
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (opts.redisUrl) {
    pub = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    app.log.info('socket.io redis adapter enabled');
  }
  app.decorate('io', io);
  // Shutdown must not wait for clients that stay connected: close every namespace's sockets first.
  app.addHook('preClose', async () => {
    for (const nsp of io._nsps.values()) nsp.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await Promise.all([pub?.quit().catch(() => undefined), sub?.quit().catch(() => undefined)]);
  });
});
