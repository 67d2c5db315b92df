import { accessSync, constants } from 'node:fs';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/*
 * The test tiers (README, "Test it"; docs/architecture.md, "Testing"): one project definition per
 * kind of test, filtered by tier. A file's tier is in its name:
 *   *.test.ts(x), *.e2e.ts         `npm test`: what a developer runs before every commit
 *   *.full.test.ts, *.full.e2e.ts  `npm run test:full`: processes, outages, fuzzing, every journey
 *   *.soak.ts                      `npm run test:soak`: the long fault and storm runs
 */
export type Tier = 'main' | 'full';

const fullFiles = (kind: 'test' | 'e2e') => `**/*.full.${kind}.{ts,tsx}`;

export function domainProject(): TestProjectInlineConfiguration {
  return {
    test: {
      name: 'domain',
      root: 'packages/domain',
      include: ['src/**/*.test.ts'],
      // Pure functions, no mocks: the files share their worker's modules (zod and the schemas
      // built once, not once per file: about a second a file).
      isolate: false,
    },
  };
}

export function serverProject(tier: Tier): TestProjectInlineConfiguration {
  return {
    test: {
      name: tier === 'main' ? 'server' : 'server-full',
      root: 'apps/server',
      include:
        tier === 'main' ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : [`{src,test}/${fullFiles('test')}`],
      exclude: tier === 'main' ? [fullFiles('test'), '**/node_modules/**'] : ['**/node_modules/**'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Files share their worker's module graph: the server is imported once per worker, not once
      // per file (a third of the step's time). Server tests keep no module state of their own (no
      // mocks, no stubs); each starts its own server and database.
      isolate: false,
    },
  };
}

export function e2eProject(tier: Tier): TestProjectInlineConfiguration {
  return {
    test: {
      name: tier === 'main' ? 'e2e' : 'e2e-full',
      root: 'e2e',
      include: tier === 'main' ? ['**/*.e2e.ts'] : [fullFiles('e2e')],
      exclude: tier === 'main' ? [fullFiles('e2e'), '**/node_modules/**'] : ['**/node_modules/**'],
      testTimeout: 90_000,
      hookTimeout: 120_000,
      // Screens converge over sockets: on a loaded machine that takes longer than poll's 1 s default.
      expect: { poll: { timeout: 15_000 } },
      // As for the server's files: the server and Playwright are imported once per worker, not per
      // file. Each file starts its own server, database and browser.
      isolate: false,
    },
  };
}

/**
 * The tests' temporary files in memory where the machine has a tmpfs at /dev/shm (Linux): every
 * test server copies a 41 MB PGlite data directory and deletes it at the end, and Chromium keeps a
 * profile per browser. On the disk, under both workers' databases, that copy and delete were a
 * second of a PGlite test server's start (docs/performance.md, "Test suite"). Workers inherit the
 * variable; a TMPDIR set by the caller is kept.
 */
export function useMemoryTmpdir(): void {
  if (process.env.TMPDIR) return;
  try {
    accessSync('/dev/shm', constants.W_OK);
    process.env.TMPDIR = '/dev/shm';
  } catch {
    // No tmpfs: the system's temporary directory.
  }
}
