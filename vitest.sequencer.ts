import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (failed first, then longest by its cache of the last run's durations) with one
 * change: the accessibility suite starts first. It is the longest file of `npm test` but a short
 * file to read (its visits are in e2e/support/), so on a fresh clone, with no cache yet, Vitest's
 * fallback of "larger files first" would start it last and leave one worker running it alone at the
 * end (docs/performance.md, "Test suite").
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) => (/\/e2e\/accessibility[^/]*\.ts$/.test(spec.moduleId) ? 0 : 1);
    // Array.prototype.sort is stable: everything else keeps Vitest's order.
    return sorted.sort((a, b) => first(a) - first(b));
  }
}
