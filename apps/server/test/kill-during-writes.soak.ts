import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './harness.ts';
import { killDuringWritesSuite } from './kill-during-writes.ts';

// Each run is one kill -9 and one restart of a server process (docs/operations.md, "kill -9"): 5-8 s
// on CI's machine. KILL_RUNS and KILL_TOURNAMENT_RUNS ask for a longer run than CI's budget allows.
const runs = Number(process.env.KILL_RUNS ?? 20);
/** Kills during a tournament's money actions: each restarts a server with a tournament under way. */
const tournamentRuns = Number(process.env.KILL_TOURNAMENT_RUNS ?? 10);

/** `npm run test:soak`: the fault run many times in a row per backend, each kill at another moment. */
describe.each(backends)('kill -9 during RSVPs and ledger writes on %s (soak)', (backend) => {
  let suite: Awaited<ReturnType<typeof killDuringWritesSuite>>;
  beforeAll(async () => {
    suite = await killDuringWritesSuite(backend);
  });
  afterAll(() => suite?.close());

  it(`keeps every acknowledged write and nothing half-written, ${runs} times in a row`, async () => {
    let acknowledged = 0;
    for (let seed = 1; seed <= runs; seed++) {
      const answered = await suite.run(seed);
      acknowledged += answered;
      // Progress in the CI log: a slow machine shows where the time went.
      console.info(
        `${backend}: run ${seed}/${runs}, ${answered} writes acknowledged and found after kill -9`,
      );
    }
    expect(acknowledged).toBeGreaterThan(runs);
    expect(await suite.signInAgain()).toBe(200);
  });

  it(`keeps the chips in play equal to the chips the ledger paid for, ${tournamentRuns} kills during rebuys, add-ons, eliminations and undos`, async () => {
    let answered = 0;
    for (let seed = 1; seed <= tournamentRuns; seed++) {
      const count = await suite.runTournament(seed);
      answered += count;
      console.info(
        `${backend}: tournament run ${seed}/${tournamentRuns}, ${count} actions answered, chips agree after kill -9`,
      );
    }
    expect(answered).toBeGreaterThan(tournamentRuns);
  });
});
