import { defineProject } from 'vitest/config';
import web, { isolatedFiles } from './vitest.config.ts';

/** The web's tests that replace a module with `vi.mock`: each file in a module graph of its own. */
export default defineProject({
  ...web,
  test: { ...web.test, name: 'web-isolated', include: [isolatedFiles], exclude: [], isolate: true },
});
