import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './vitest.sequencer.ts';
import { useMemoryTmpdir } from './vitest.shared.ts';

useMemoryTmpdir();

// `npm run test:soak`: the long fault, storm and restart runs that would push the README's test
// command past its time budget. `.ci/run` runs it after the main suite. Files are named *.soak.ts.
export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'soak',
          root: '.',
          include: ['apps/server/test/**/*.soak.ts', 'e2e/**/*.soak.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          // Two files at a time: the kill -9 runs spend their time in a child server process and the
          // test's own worker mostly waits, so the other core takes the fuzzer or the storm meanwhile.
          fileParallelism: true,
          passWithNoTests: true,
        },
      },
    ],
  },
});
