import { describe, expect, it } from 'vitest';

/*
 * The web app has one fetch path (docs/architecture.md, "The contract"): Biome's noRestrictedGlobals
 * refuses a bare `fetch` outside lib/request.ts; this also catches a call through `globalThis.fetch`
 * or `window.fetch`, which the rule does not see.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('one fetch path', () => {
  it('calls fetch in lib/request.ts only', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    // A query's `refetch` and `fetchClock` are not a fetch: the word must start at `fetch`.
    const callers = Object.entries(sources)
      .filter(([, text]) => /\bfetch\s*\(/.test(text))
      .map(([file]) => file);
    expect(callers).toEqual(['./request.ts']);
  });
});
