import { defineConfig } from 'vitest/config';
import { domainProject, e2eProject, serverProject } from './vitest.shared.ts';

// `npm test`'s tier (vitest.shared.ts): pure domain, server integration (real server, real database),
// web components (jsdom) and the browser journeys that cover each screen once. scripts/run-tests.mjs
// runs the browser journeys in a step of their own, after the rest.
export default defineConfig({
  test: {
    // Both cores: Vitest's default is one worker fewer than the machine has (docs/architecture.md, "Testing").
    maxWorkers: 2,
    projects: [domainProject(), serverProject('main'), 'apps/web/vitest.config.ts', e2eProject('main')],
  },
});
