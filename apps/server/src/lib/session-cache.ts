/**
 * The signed-in check of every request, remembered per instance (docs/performance.md, "Session
 * check"). An entry says "this session of this user was live with this role when read"; it is used
 * only while:
 * - it is younger than `ttlMs` (a bound for changes nobody announced, e.g. a row edited by hand),
 * - the session has not expired (its expiry is kept with it),
 * - the link to the other instances has not failed since it was read (`epoch`: while Redis is away
 *   a revocation made elsewhere cannot reach this instance, so nothing is trusted, and what was
 *   remembered before the outage is not trusted after it).
 * A revocation drops the session's entries at once (`drop`); a read that started before the drop
 * is not remembered (`generation`), so it cannot put back what was just revoked.
 */
export type CachedSession = { userId: string; role: string; expiresAt: number };

type Entry = CachedSession & { readAt: number; epoch: number };

export function createSessionCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    /** The remembered session when it can be trusted now, for link epoch `epoch`. */
    get(sessionId: string, userId: string, now: number, epoch: number): CachedSession | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.userId !== userId || entry.epoch !== epoch) return undefined;
      if (now - entry.readAt >= options.ttlMs || entry.expiresAt <= now) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry;
    },
    /** Call before reading the database; pass the answer to `remember` with the database's row. */
    begin: () => generation,
    remember(started: number, sessionId: string, session: CachedSession, now: number, epoch: number) {
      // A revocation arrived while the row was being read: the row may be older than it.
      if (started !== generation) return;
      if (entries.size >= options.maxEntries) entries.clear();
      entries.set(sessionId, { ...session, readAt: now, epoch });
    },
    /** Sessions ended: forgotten at once (every session of the user with 'all'). */
    drop(userId: string, sessionIds: string[] | 'all') {
      generation++;
      if (sessionIds !== 'all') {
        for (const id of sessionIds) entries.delete(id);
        return;
      }
      for (const [id, entry] of entries) if (entry.userId === userId) entries.delete(id);
    },
    get size() {
      return entries.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
