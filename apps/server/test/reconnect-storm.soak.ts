import { describe, expect, it } from 'vitest';
import { backends } from './harness.ts';
import { reconnectStorm, useStormServer } from './reconnect-storm.ts';

describe.each(backends)('a reconnect storm of 1,000 screens on %s', (backend) => {
  const server = useStormServer(backend);
  it('every screen comes back after all drop at once, and the next pause reaches all 1,000', async () => {
    expect((await reconnectStorm(server, 1000, 120_000)).rejoined).toBe(1000);
  }, 400_000);
});
