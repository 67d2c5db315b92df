import { contract, tournamentMessages } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { notFound, unauthenticated } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { type ClockInputs, clockData, loadClockInputs } from './tournament-state.ts';
import * as repo from './tournaments.repository.ts';
import { viewerOf } from './tournaments.service.ts';

/** A cached clock is reloaded at least this often, even if no change was announced. */
const inputsTtlMs = 2_000;
/** Past this age a cached clock is not served while it reloads (the database may be down). */
const inputsMaxAgeMs = 10_000;
/** A reader's right to a clock is re-read from the database at least this often. */
const grantTtlMs = 10_000;
/** A right this close to its end is re-read in the background, so no reader waits for it. */
const grantRenewMs = 2_000;
const maxGrants = 100_000;
/**
 * Readers of one tournament within this long share one computed and encoded answer. Each answer
 * says when it was computed (`timestamp`), so a reader's countdown stays exact; the answer is at
 * most this much older than the moment it is sent.
 */
const sharedAnswerMs = 25;

/** The clock endpoint's own response encoder: the bytes are what the route's serializer would send. */
const encodeAnswer = serializerCompiler({
  schema: contract.tournaments.clock.responses[200],
  method: contract.tournaments.clock.method,
  url: contract.tournaments.clock.path,
});

type CachedInputs = {
  at: number;
  value: Promise<ClockInputs | undefined>;
  settled: boolean;
  renewing: boolean;
};
type Claims = { sessionId: string; userId: string };

/**
 * `GET /api/tournaments/{id}/clock`, the read every phone falls back to once a second when its
 * socket drops (docs/tournament.md). The clock is computed from stored timestamps, so it is served
 * from memory: the inputs (row, players, pool) are kept per tournament and dropped by every change
 * (`invalidate`, on every instance through Redis), and a reader's right is remembered briefly per
 * session and dropped as soon as the session is revoked. Time remaining is computed at each read.
 *
 * No reader waits for a database read in the steady state (docs/performance.md, "polling
 * fallback"): the periodic reload of unchanged inputs and the renewal of a right that is about to
 * end run in the background while the cached answer is served, and the readers that find nothing
 * cached share one load and one check instead of each starting its own.
 */
export function createClockReads(app: FastifyInstance) {
  const inputs = new Map<string, CachedInputs>();
  const grants = new Map<string, { userId: string; until: number }>();
  const checks = new Map<string, { userId: string; run: Promise<void> }>();
  // Keyed by the loaded inputs, so an announced change (new inputs) never serves an older answer.
  const answers = new WeakMap<ClockInputs, { at: number; body: Buffer }>();

  const load = (id: string, now: number): CachedInputs => {
    const entry: CachedInputs = {
      at: now,
      value: Promise.resolve(undefined),
      settled: false,
      renewing: false,
    };
    entry.value = repo
      .findById(app.db, id)
      .then((t) => (t ? loadClockInputs(app.db, t) : undefined))
      .then(
        (value) => {
          entry.settled = true;
          return value;
        },
        (error) => {
          if (inputs.get(id) === entry) inputs.delete(id);
          throw error;
        },
      );
    return entry;
  };

  const inputsOf = (id: string, now: number) => {
    const cached = inputs.get(id);
    const age = cached ? now - cached.at : Number.POSITIVE_INFINITY;
    if (cached && age < inputsTtlMs) return cached.value;
    if (cached?.settled && age < inputsMaxAgeMs) {
      // Nothing was announced since it was loaded: serve it while a fresh copy loads. A change
      // announced meanwhile drops the entry, so the fresh copy is only kept if it is still current.
      if (!cached.renewing) {
        cached.renewing = true;
        const fresh = load(id, now);
        fresh.value.then(
          () => {
            if (inputs.get(id) === cached) inputs.set(id, fresh);
          },
          () => {
            cached.renewing = false;
          },
        );
      }
      return cached.value;
    }
    // Nothing usable cached: one load for all the readers that arrive while it runs.
    const entry = load(id, now);
    inputs.set(id, entry);
    return entry.value;
  };

  /** Checks a reader's right from the database once for all its concurrent reads. */
  const check = (claims: Claims, id: string, key: string) => {
    const pending = checks.get(key);
    if (pending) return pending.run;
    const entry = { userId: claims.userId, run: Promise.resolve() };
    entry.run = (async () => {
      const auth = await app.resolveSession(claims.sessionId, claims.userId);
      if (!auth) throw unauthenticated();
      const t = await repo.findById(app.db, id);
      if (!t) throw notFound(tournamentMessages.notFound);
      await viewerOf(app, auth, t.gameId);
      // A revocation while the check ran removed it from `checks`: remember nothing then.
      if (checks.get(key) !== entry) return;
      if (grants.size >= maxGrants) grants.clear();
      grants.set(key, { userId: claims.userId, until: Date.now() + grantTtlMs });
    })().finally(() => {
      if (checks.get(key) === entry) checks.delete(key);
    });
    checks.set(key, entry);
    return entry.run;
  };

  /** Waits for the reader's right when it is not remembered; renews it in the background near its end. */
  const authorize = async (claims: Claims, id: string, now: number) => {
    const key = `${claims.sessionId}:${id}`;
    const grant = grants.get(key);
    // Without Redis, another instance's revocation could not reach this cache: check each time.
    const trusted = app.realtimeLink.redis !== 'down' && grant && grant.until > now;
    if (!trusted) await check(claims, id, key);
    else if (grant.until - now < grantRenewMs && !checks.has(key)) {
      // Renewed before it ends; a refusal (access removed) drops the right at once.
      check(claims, id, key).catch(() => grants.delete(key));
    }
  };

  const currentInputs = async (claims: Claims, id: string) => {
    const now = Date.now();
    await authorize(claims, id, now);
    const current = await inputsOf(id, now);
    if (!current) throw notFound(tournamentMessages.notFound);
    return current;
  };

  return {
    /**
     * The route's answer, encoded: the readers of one tournament within `sharedAnswerMs` get the
     * same bytes, so a thousand polling phones cost one computation and one encoding per window
     * (docs/tournament.md).
     */
    async readEncoded(claims: Claims, id: string): Promise<Buffer> {
      const current = await currentInputs(claims, id);
      const now = Date.now();
      const shared = answers.get(current);
      if (shared && now - shared.at < sharedAnswerMs && now >= shared.at) return shared.body;
      const clock = clockData(current.t, current.players, current.figures, now);
      const body = Buffer.from(encodeAnswer(ok({ clock })));
      answers.set(current, { at: now, body });
      return body;
    },
    /** The tournament changed: the next read loads it again. */
    invalidate(id: string) {
      inputs.delete(id);
    },
    /** Sessions ended: their remembered rights, and any check still running for them, go at once. */
    forget(userId: string, sessionIds: string[] | 'all') {
      const ended = (key: string, ownerId: string) =>
        sessionIds === 'all' ? ownerId === userId : sessionIds.includes(key.split(':')[0]!);
      for (const [key, grant] of grants) if (ended(key, grant.userId)) grants.delete(key);
      for (const [key, pending] of checks) if (ended(key, pending.userId)) checks.delete(key);
    },
  };
}
export type ClockReads = ReturnType<typeof createClockReads>;
