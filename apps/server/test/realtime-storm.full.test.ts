import { describe, expect, it } from 'vitest';
import { backends } from './harness.ts';
import { reconnectStorm, useStormServer } from './reconnect-storm.ts';

// The 1,000-screen storm is in reconnect-storm.soak.ts (npm run test:soak).
describe.each(backends)('a reconnect storm on %s', (backend) => {
  const server = useStormServer(backend);
  it('100 screens dropped at once all come back, and the next pause reaches every one', async () => {
    expect((await reconnectStorm(server, 100, 30_000)).rejoined).toBe(100);
  }, 90_000);
});
