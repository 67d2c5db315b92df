import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The web's tests share modules between files (apps/web/vitest.config.ts): a `vi.mock` in one file
 * would reach the files run after it in the same worker. Every file that replaces a module is
 * therefore named `*.isolated.test.tsx`, and runs alone.
 */
const src = import.meta.dirname;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('module mocks in the web tests', () => {
  it('stand only in files named *.isolated.test.*, which run in a module graph of their own', () => {
    const mockCall = ['vi', 'mock('].join('.');
    const strays = testFiles(src)
      .filter((file) => !/\.isolated\.test\.tsx?$/.test(file))
      .filter((file) => readFileSync(file, 'utf8').includes(mockCall))
      .map((file) => path.relative(src, file));
    expect(strays).toEqual([]);
    // The check reads real files: both isolated files are found, so a broken walk cannot pass.
    expect(testFiles(src).filter((f) => f.includes('.isolated.test.')).length).toBeGreaterThanOrEqual(2);
  });
});
