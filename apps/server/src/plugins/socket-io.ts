import type { IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { csrfMessage } from './csrf.ts';

/**
 * How this instance is linked to the others. `degraded` is true while Redis is unreachable and
 * other instances were seen: events made elsewhere cannot reach this instance's sockets, so it
 * closes them and refuses new ones, and clients poll the clock over HTTP until Redis is back.
 * A single instance keeps serving its sockets (everything it broadcasts is its own).
 */
export type RealtimeLink = {
  redis: 'off' | 'up' | 'down';
  /**
   * Counts Redis outages. What an instance remembers on the strength of "every other instance tells
   * me when it changes" (the session check, clock read rights) is trusted only within one epoch.
   */
  epoch: number;
  /** Instances seen on Redis the last time it answered (this one included). */
  peers: number;
  degraded(): boolean;
  /** Called when degraded mode starts or ends. */
  onChange(listener: (degraded: boolean) => void): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    realtimeLink: RealtimeLink;
  }
}

/** Socket.IO frames are small (a join is a few dozen bytes); anything larger is refused. */
export const socketMaxBytes = 16 * 1024;
const peersEveryMs = 5_000;

/**
 * One Socket.IO server on the HTTP server. With REDIS_URL the Redis adapter carries every emit to
 * the other instances, so clients on any instance see the same events. Limits and the fault
 * behaviour are described in docs/security.md ("Real-time") and docs/operations.md.
 */
export const socketIoPlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string }) => {
  const ownOrigins = new Set([new URL(app.config.publicUrl).origin]);
  const link = createLink(opts.redisUrl !== undefined);
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: socketMaxBytes,
    // A short disconnect (phone locks, Wi-Fi hiccup) replays what was missed instead of losing it.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    // Same rule as the HTTP CSRF check: a browser page of another site may not open our socket
    // (it would carry the user's cookie). Clients that send no Origin (not a browser) pass.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      if (origin && !ownOrigins.has(origin) && origin !== requestOrigin(req, app.config.trustProxy))
        return callback(csrfMessage, false);
      if (link.degraded()) return callback('Live updates are unavailable; the clock is polled', false);
      callback(null, true);
    },
  });
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (opts.redisUrl) {
    // No offline queue: while Redis is away a publish fails at once instead of piling up stale
    // events to replay later; reconnection is ioredis's own (forever, backing off to 2 s).
    const redisOptions = {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
    };
    pub = new Redis(opts.redisUrl, redisOptions);
    sub = new Redis(opts.redisUrl, redisOptions);
    await Promise.all([pub.connect(), sub.connect()]);
    swallowPublishFailures(app, pub);
    // The adapter's channels carry this deployment's prefix when one is set (REDIS_KEY_PREFIX).
    const key = app.config.redisKeyPrefix ? `${app.config.redisKeyPrefix}-socket.io` : undefined;
    io.adapter(createAdapter(pub, sub, key ? { key } : {}));
    link.watch(app, io, pub, sub);
    app.log.info('socket.io redis adapter enabled');
  }
  app.decorate('io', io);
  app.decorate('realtimeLink', link);
  link.onChange((degraded) => {
    if (!degraded) return;
    app.log.warn('redis unreachable with other instances running: live sockets closed, clients poll');
    // Dropped as a network failure is (no goodbye), so clients retry, find the handshake
    // refused while Redis is away, and poll; they connect again once it is back.
    for (const nsp of io._nsps.values()) for (const socket of nsp.sockets.values()) socket.conn.close();
  });
  // Shutdown must not wait for clients that stay connected: close every namespace's sockets first.
  app.addHook('preClose', async () => {
    for (const nsp of io._nsps.values()) nsp.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    link.stop();
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await Promise.all([pub?.quit().catch(() => undefined), sub?.quit().catch(() => undefined)]);
  });
});

function requestOrigin(req: IncomingMessage, trustProxy: unknown) {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const proto = (trustProxy && first(req.headers['x-forwarded-proto'])) || (encrypted ? 'https' : 'http');
  const host = (trustProxy && first(req.headers['x-forwarded-host'])) || req.headers.host;
  return `${proto}://${host}`;
}

/**
 * The adapter publishes without awaiting; a publish refused while Redis is away would be an
 * unhandled rejection (which ends the process). The local part of the emit has already happened.
 */
function swallowPublishFailures(app: FastifyInstance, pub: Redis) {
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  (pub as unknown as { publish: typeof publish }).publish = (channel, message) =>
    publish(channel, message).catch((error: Error) => {
      app.log.debug({ err: error.message }, 'socket.io publish failed (redis unreachable)');
      return 0;
    });
}

function createLink(configured: boolean) {
  const listeners: Array<(degraded: boolean) => void> = [];
  let timer: NodeJS.Timeout | undefined;
  let wasDegraded = false;
  const link = {
    redis: (configured ? 'up' : 'off') as RealtimeLink['redis'],
    epoch: 0,
    peers: 1,
    degraded: () => link.redis === 'down' && link.peers > 1,
    onChange(listener: (degraded: boolean) => void) {
      listeners.push(listener);
    },
    stop() {
      clearInterval(timer);
    },
    /** Follows both connections and counts the instances while Redis answers. */
    watch(app: FastifyInstance, io: Server, pub: Redis, sub: Redis) {
      let lastError = '';
      const update = () => {
        const was = link.redis;
        link.redis = pub.status === 'ready' && sub.status === 'ready' ? 'up' : 'down';
        if (was !== 'down' && link.redis === 'down') link.epoch++;
        const now = link.degraded();
        if (now !== wasDegraded) {
          wasDegraded = now;
          for (const listener of listeners) listener(now);
        }
        if (link.redis === 'up') lastError = '';
      };
      for (const client of [pub, sub]) {
        client.on('ready', () => {
          update();
          if (link.redis === 'up') {
            app.log.info('redis reachable');
            void countPeers();
          }
        });
        client.on('close', update);
        client.on('end', update);
        // ioredis retries by itself; log each distinct failure once instead of every retry.
        client.on('error', (error: Error) => {
          if (error.message !== lastError) app.log.warn({ err: error.message }, 'redis error');
          lastError = error.message;
        });
      }
      const countPeers = async () => {
        if (link.redis !== 'up') return;
        try {
          const adapter = io.of('/').adapter as unknown as { serverCount(): Promise<number> };
          link.peers = Math.max(1, await adapter.serverCount());
        } catch {
          // Redis went away between the check and the count: the last count stands.
        }
      };
      void countPeers();
      timer = setInterval(() => void countPeers(), peersEveryMs);
      timer.unref();
    },
  };
  return link;
}
