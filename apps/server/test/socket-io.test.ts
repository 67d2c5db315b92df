import { randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { redisUrl, startTestServer, type TestServer } from './harness.ts';

const servers: TestServer[] = [];
const sockets: Socket[] = [];
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await Promise.all(servers.map((s) => s.close()));
});

async function connected(url: string) {
  const socket = connect(url, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describe('socket.io', () => {
  it('accepts a client on the same port as the API', async () => {
    const server = await startTestServer();
    servers.push(server);
    const socket = await connected(server.url);
    const got = new Promise((resolve) => socket.once('hello', resolve));
    server.app.io.emit('hello', { n: 1 });
    expect(await got).toEqual({ n: 1 });
  });

  it.runIf(redisUrl)('carries an emit from one instance to a client of another through Redis', async () => {
    // Instances are peers when they share the session secret (and so their Redis channels).
    const env = { REDIS_URL: redisUrl!, SESSION_SECRET: randomBytes(32).toString('hex') };
    const a = await startTestServer({ env });
    const b = await startTestServer({ env });
    servers.push(a, b);
    const socket = await connected(a.url);
    const received: unknown[] = [];
    socket.on('from-b', (payload) => received.push(payload));
    // The adapter subscribes asynchronously; emit until the first message arrives, then count.
    for (let i = 0; i < 50 && received.length === 0; i++) {
      b.app.io.emit('from-b', { i });
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(received.length).toBeGreaterThan(0);
  });
});
