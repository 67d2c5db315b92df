import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildWorld, type World } from './access-world.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { type FuzzTarget, fuzzTargets, hostileCall, inputFor } from './hostile-input.ts';

/** The long run of hostile-input.test.ts (`npm run test:soak`): many more inputs per endpoint. */
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 300);

describe.each(backends)('hostile input, long run, on %s', (backend) => {
  let server: TestServer;
  let world: World;
  let targets: FuzzTarget[];
  beforeAll(async () => {
    server = await startTestServer({ backend });
    world = await buildWorld(server.url);
    targets = await fuzzTargets(world);
  });
  afterAll(() => server?.close());

  it('never answers 500, always the envelope, and stores nothing on refusal', async () => {
    for (const target of targets) {
      await fc.assert(
        fc.asyncProperty(inputFor(target), (input) =>
          hostileCall(server, world, target, input).then(() => undefined),
        ),
        { numRuns: runsPerEndpoint },
      );
    }
  });
});
