import { defineConfig } from 'vitest/config';

// One `vitest run` runs every project: pure domain, server integration (real server, real database),
// web components (jsdom) and browser journeys (Debian's Chromium against the built app).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Screens converge over sockets: on a loaded machine that takes longer than poll's 1 s default.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
