import type { FastifyInstance } from 'fastify';
import { liveSocket } from './live.socket.ts';

/** Every open screen follows what it shows: the change feed to the `/live` sockets (docs/live-feed.md). */
export async function liveFeature(app: FastifyInstance) {
  liveSocket(app);
}
