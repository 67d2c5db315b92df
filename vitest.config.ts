import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './vitest.sequencer.ts';
import { domainProject, e2eProject, serverProject, useMemoryTmpdir } from './vitest.shared.ts';

useMemoryTmpdir();

// `npm test`'s tier (vitest.shared.ts): pure domain, server integration (real server, real database),
// web components (jsdom) and the browser journeys that cover each screen once, in one run on both
// workers (scripts/run-tests.mjs).
export default defineConfig({
  test: {
    // Both cores: Vitest's default is one worker fewer than the machine has (docs/architecture.md, "Testing").
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      domainProject(),
      serverProject('main'),
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      e2eProject('main'),
    ],
  },
});
