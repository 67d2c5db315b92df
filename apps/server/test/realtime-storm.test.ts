import { afterAll, describe, expect, it } from 'vitest';
import { backends, redisUrl, startTestServer, type TestServer } from './harness.ts';
import { reconnectStorm } from './reconnect-storm.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers.splice(0)) await s.close();
});

// The 1,000-screen storm is in reconnect-storm.soak.ts (npm run test:soak).
describe.each(backends)('a reconnect storm on %s', (backend) => {
  it('100 screens dropped at once all come back, and the next pause reaches every one', async () => {
    const server = await startTestServer({ backend, env: redisUrl ? { REDIS_URL: redisUrl } : {} });
    servers.push(server);
    expect((await reconnectStorm(server, 100, 30_000)).rejoined).toBe(100);
  }, 90_000);
});
