import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenBucket, tokenBuckets } from './token-bucket.ts';

describe('token bucket', () => {
  it('serves a burst up to its capacity, then refuses until time refills it', () => {
    const bucket = tokenBucket(5, 2, 0);
    const served = Array.from({ length: 1000 }, () => bucket.take(0)).filter(Boolean).length;
    expect(served).toBe(5);
    expect(bucket.take(499)).toBe(false);
    expect(bucket.take(500)).toBe(true);
  });

  it('never serves more than capacity + rate x elapsed time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 300 }),
        (capacity, perSecond, gaps) => {
          const bucket = tokenBucket(capacity, perSecond, 0);
          let now = 0;
          let served = 0;
          for (const gap of gaps) {
            now += gap;
            if (bucket.take(now)) served++;
          }
          expect(served).toBeLessThanOrEqual(capacity + (now / 1000) * perSecond);
        },
      ),
    );
  });

  it('keys buckets apart and forgets the idle ones', () => {
    const buckets = tokenBuckets(1, 1);
    expect(buckets.take('a', 0)).toBe(true);
    expect(buckets.take('a', 0)).toBe(false);
    expect(buckets.take('b', 0)).toBe(true);
    buckets.sweep(1000);
    expect(buckets.size).toBe(0);
  });
});
