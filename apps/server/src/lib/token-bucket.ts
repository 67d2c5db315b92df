/**
 * A token bucket: `capacity` events at once, refilled at `perSecond`. Time is passed in so the
 * rule is testable without waiting. Used to meter Socket.IO events per socket and per user
 * (docs/security.md, "Real-time").
 */
export type TokenBucket = { take(now: number): boolean };

export function tokenBucket(capacity: number, perSecond: number, now: number): TokenBucket {
  let tokens = capacity;
  let at = now;
  return {
    take(time) {
      tokens = Math.min(capacity, tokens + ((time - at) / 1000) * perSecond);
      at = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** Buckets by key (a user id), forgotten once full again so idle users cost no memory. */
export function tokenBuckets(capacity: number, perSecond: number) {
  const buckets = new Map<string, { bucket: TokenBucket; last: number }>();
  const idleMs = (capacity / perSecond) * 1000;
  return {
    take(key: string, now: number) {
      let entry = buckets.get(key);
      if (!entry) {
        entry = { bucket: tokenBucket(capacity, perSecond, now), last: now };
        buckets.set(key, entry);
      }
      entry.last = now;
      return entry.bucket.take(now);
    },
    /** Drops buckets that have been idle long enough to be full again. */
    sweep(now: number) {
      for (const [key, entry] of buckets) if (now - entry.last >= idleMs) buckets.delete(key);
    },
    get size() {
      return buckets.size;
    },
  };
}
