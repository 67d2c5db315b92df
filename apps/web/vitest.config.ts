import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/** The files that replace a module with `vi.mock` (vitest.isolated.config.ts runs them). */
export const isolatedFiles = 'src/**/*.isolated.test.{ts,tsx}';

/*
 * The web's component tests share their worker's modules and jsdom (`isolate: false`): starting
 * both per file was half the step's time (docs/architecture.md, "Testing"). A file that replaces a
 * module with `vi.mock` would replace it for the files after it, so such a file is named
 * `*.isolated.test.tsx` and runs in a fresh module graph of its own (vitest.isolated.config.ts);
 * src/isolated-mocks.test.ts keeps every `vi.mock` in such a file.
 */
export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [isolatedFiles, '**/node_modules/**'],
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: true,
    // Generous for a loaded CI machine; a test that hangs still fails.
    testTimeout: 30_000,
    isolate: false,
    // Shared modules must not carry one file's stubbed `fetch` (mockApi) into the next.
    unstubGlobals: true,
  },
});
