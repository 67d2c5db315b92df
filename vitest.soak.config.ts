import { defineConfig } from 'vitest/config';

// `npm run test:soak`: the long fault, storm and restart runs that would push the README's test
// command past its time budget. `.ci/run` runs it after the main suite. Files are named *.soak.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'soak',
          root: '.',
          include: ['apps/server/test/**/*.soak.ts', 'e2e/**/*.soak.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          passWithNoTests: true,
        },
      },
    ],
  },
});
