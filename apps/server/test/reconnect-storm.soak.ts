import { afterAll, describe, expect, it } from 'vitest';
import { backends, redisUrl, startTestServer, type TestServer } from './harness.ts';
import { reconnectStorm } from './reconnect-storm.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers.splice(0)) await s.close();
});

describe.each(backends)('a reconnect storm of 1,000 screens on %s', (backend) => {
  it('every screen comes back after all drop at once, and the next pause reaches all 1,000', async () => {
    const server = await startTestServer({ backend, env: redisUrl ? { REDIS_URL: redisUrl } : {} });
    servers.push(server);
    expect((await reconnectStorm(server, 1000, 120_000)).rejoined).toBe(1000);
  }, 400_000);
});
