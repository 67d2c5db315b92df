import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './vitest.sequencer.ts';
import { e2eProject, serverProject, useMemoryTmpdir } from './vitest.shared.ts';

useMemoryTmpdir();

// `npm run test:full`: what `npm test` leaves out (vitest.shared.ts): server processes, kill -9,
// outages, backups, the access matrix and the hostile-input fuzzer, and the rest of the journeys
// (keyboard, offline, the accessibility check at the desktop width).
export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [serverProject('full'), e2eProject('full')],
  },
});
