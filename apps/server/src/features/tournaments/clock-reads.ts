import { type ClockData, tournamentMessages } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { notFound, unauthenticated } from '../../lib/errors.ts';
import { type ClockInputs, clockData, loadClockInputs } from './tournament-state.ts';
import * as repo from './tournaments.repository.ts';
import { viewerOf } from './tournaments.service.ts';

/** A cached clock is reloaded at least this often, even if no change was announced. */
const inputsTtlMs = 2_000;
/** A reader's right to a clock is re-read from the database at least this often. */
const grantTtlMs = 10_000;
const maxGrants = 100_000;

/**
 * `GET /api/tournaments/{id}/clock`, the read every phone falls back to once a second when its
 * socket drops (docs/tournament.md). The clock is computed from stored timestamps, so it is served
 * from memory: the inputs (row, players, pool) are kept per tournament and dropped by every change
 * (`invalidate`, on every instance through Redis), and a reader's right is remembered briefly per
 * session and dropped as soon as the session is revoked. Time remaining is computed at each read.
 */
export function createClockReads(app: FastifyInstance) {
  const inputs = new Map<string, { at: number; value: Promise<ClockInputs | undefined> }>();
  const grants = new Map<string, { userId: string; until: number }>();

  const inputsOf = (id: string, now: number) => {
    const cached = inputs.get(id);
    if (cached && now - cached.at < inputsTtlMs) return cached.value;
    // One load for all the readers that arrive while it runs.
    const value = repo
      .findById(app.db, id)
      .then((t) => (t ? loadClockInputs(app.db, t) : undefined))
      .catch((error) => {
        inputs.delete(id);
        throw error;
      });
    inputs.set(id, { at: now, value });
    return value;
  };

  return {
    async read(claims: { sessionId: string; userId: string }, id: string): Promise<ClockData> {
      const now = Date.now();
      const key = `${claims.sessionId}:${id}`;
      const grant = grants.get(key);
      // Without Redis, another instance's revocation could not reach this cache: check each time.
      const trusted = app.realtimeLink.redis !== 'down' && grant && grant.until > now;
      if (!trusted) {
        const auth = await app.resolveSession(claims.sessionId, claims.userId);
        if (!auth) throw unauthenticated();
        const t = await repo.findById(app.db, id);
        if (!t) throw notFound(tournamentMessages.notFound);
        await viewerOf(app, auth, t.gameId);
        if (grants.size >= maxGrants) grants.clear();
        grants.set(key, { userId: claims.userId, until: now + grantTtlMs });
      }
      const current = await inputsOf(id, now);
      if (!current) throw notFound(tournamentMessages.notFound);
      return clockData(current.t, current.players, current.figures, Date.now());
    },
    /** The tournament changed: the next read loads it again. */
    invalidate(id: string) {
      inputs.delete(id);
    },
    /** Sessions ended: their remembered rights go at once. */
    forget(userId: string, sessionIds: string[] | 'all') {
      for (const [key, grant] of grants) {
        if (sessionIds === 'all' ? grant.userId === userId : sessionIds.includes(key.split(':')[0]!))
          grants.delete(key);
      }
    },
  };
}
export type ClockReads = ReturnType<typeof createClockReads>;
