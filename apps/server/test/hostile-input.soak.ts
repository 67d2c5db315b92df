import { beforeAll, describe, expect, it } from 'vitest';
import { useServerWithWorld } from './access-world.ts';
import { backends } from './harness.ts';
import {
  everyMissingMethod,
  everyQueryParameter,
  type FuzzTarget,
  fuzzEveryTarget,
  fuzzTargets,
} from './hostile-input.ts';

/**
 * The long run of hostile-input.full.test.ts (`npm run test:soak`): six times its inputs per endpoint,
 * on every backend. 300 took over 16 minutes on a 2-core machine, most of CI's budget
 * (docs/architecture.md, "Testing"); `FUZZ_RUNS=300 npm run test:soak` for the longer run.
 */
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 60);

describe.each(backends)('hostile input, long run, on %s', (backend) => {
  const ctx = useServerWithWorld(backend);
  let targets: FuzzTarget[];
  beforeAll(async () => {
    targets = await fuzzTargets(ctx.world);
  });

  it('never answers 500, always the envelope, and stores nothing on refusal', async () => {
    await fuzzEveryTarget(ctx.server, ctx.world, targets, runsPerEndpoint);
  });

  it('sends a NUL, an over-long value, a second value and a number in every query parameter, never a 500', async () => {
    await everyQueryParameter(ctx.server, ctx.world, targets);
  }, 120_000);

  it('answers every method a path does not have with 405 and its Allow', async () => {
    expect(await everyMissingMethod(ctx.server, ctx.world)).toEqual([]);
  });
});
