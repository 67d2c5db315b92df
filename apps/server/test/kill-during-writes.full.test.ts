import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './harness.ts';
import { killDuringWritesSuite } from './kill-during-writes.ts';

/** The short version of the fault run (the 50-run version is kill-during-writes.soak.ts). */
describe.each(backends)('kill -9 during RSVPs and ledger writes on %s', (backend) => {
  let suite: Awaited<ReturnType<typeof killDuringWritesSuite>>;
  beforeAll(async () => {
    suite = await killDuringWritesSuite(backend);
  }, 120_000);
  afterAll(() => suite?.close(), 60_000);

  it('keeps every acknowledged write and nothing half-written, 3 times in a row', async () => {
    let acknowledged = 0;
    for (let seed = 1; seed <= 3; seed++) acknowledged += await suite.run(seed * 97);
    expect(acknowledged).toBeGreaterThan(0);
    expect(await suite.signInAgain()).toBe(200);
  }, 180_000);
});
