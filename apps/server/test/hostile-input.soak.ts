import { beforeAll, describe, it } from 'vitest';
import { useServerWithWorld } from './access-world.ts';
import { backends } from './harness.ts';
import { type FuzzTarget, fuzzEveryTarget, fuzzTargets } from './hostile-input.ts';

/** The long run of hostile-input.full.test.ts (`npm run test:soak`): many more inputs per endpoint. */
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 300);

describe.each(backends)('hostile input, long run, on %s', (backend) => {
  const ctx = useServerWithWorld(backend);
  let targets: FuzzTarget[];
  beforeAll(async () => {
    targets = await fuzzTargets(ctx.world);
  });

  it('never answers 500, always the envelope, and stores nothing on refusal', async () => {
    await fuzzEveryTarget(ctx.server, ctx.world, targets, runsPerEndpoint);
  });
});
