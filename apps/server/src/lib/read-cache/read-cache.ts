import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { sendEncoded } from '../reply.ts';
import { changedAmong, currentHorizon, forgetChangesBefore } from './read-changes.repository.ts';
import { readScopes } from './scopes.ts';

/**
 * Remembered read answers (docs/read-cache.md). An answer is kept per instance, encoded, with the
 * database snapshot it was computed after and the scopes it depends on; it is sent again only while
 * no change to those scopes has committed outside that snapshot (one indexed read of
 * `read_changes`, which the database's own triggers write in every writing transaction). So a
 * write is seen by the next read on every instance, exactly as without the cache; `ttlMs` only
 * bounds what no row records: the passing of time (a game moving from upcoming to past).
 */
type Entry = { body: Buffer; scopes: string[]; snapshot: string };

/** The parts of a Fastify request and reply an answer needs. */
type Request = { url: string; auth?: { userId: string; role: string } | null };
type Reply = {
  serialize(payload: unknown): string | ArrayBuffer | Buffer;
  send(payload: never): unknown;
  type(contentType: string): unknown;
};
/** The success envelope a typed reply sends (the contract's 200 answer). */
type SuccessOf<R> = R extends { send(payload: infer P): unknown } ? Extract<P, { success: true }> : never;

export type RememberedRead<T> = {
  /** What the answer depends on besides its reader and `all` (e.g. the game it shows). */
  scopes: string[];
  /** The answer, as the route would send it. */
  load: () => Promise<T>;
  /** Scopes found only in the answer, e.g. the people a list shows. */
  scopesOf?: (answer: T) => string[];
  /** False when the answer depends on the time of reading (a running clock): it is not kept. */
  keep?: (answer: T) => boolean;
};

/** The reply, sent as any route's answer is: the payload goes through the route's serializer. */
const send = <R extends Reply>(reply: R, payload: unknown) =>
  (reply as { send(p: unknown): unknown }).send(payload) as R;
/** The remembered bytes, sent as they are (lib/reply.ts). */
const sendBody = <R extends Reply>(reply: R, body: Buffer) =>
  sendEncoded(reply as never, body) as unknown as R;
const encoded = (body: string | ArrayBuffer | Buffer) =>
  typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : Buffer.from(body);

/** What a check asks about: an answer or a build, or nothing (a first read, for the snapshot only). */
type Checked = { scopes: string[]; snapshot: string };
/** A check's answer: whether the entry changed, and the snapshot to compute it again after. */
type Checking = { changed: boolean; snapshot: string };
type Check = {
  entry: Checked | undefined;
  resolve(answer: Checking): void;
  reject(error: unknown): void;
};

/**
 * Whether an answer has changed, asked in batches: the answers asked about while one check is at
 * the database go together in the next one, a single statement, which also gives the snapshot an
 * answer found changed (or not known yet) is computed after, so a miss costs no round trip of its
 * own for it. Each check starts after every request it answers arrived, so a write whose reply came
 * back before a read is seen by that read.
 */
function createChangeChecks(db: Db) {
  let waiting: Check[] = [];
  let running = false;
  async function run() {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const distinct = [...new Set(batch.flatMap((check) => (check.entry ? [check.entry] : [])))];
      try {
        const { changed, snapshot } = await changedAmong(db, distinct);
        const changedEntries = new Set(distinct.filter((_, i) => changed.has(i)));
        for (const check of batch)
          check.resolve({ changed: !check.entry || changedEntries.has(check.entry), snapshot });
      } catch (error) {
        for (const check of batch) check.reject(error);
      }
    }
    running = false;
  }
  return (entry: Checked | undefined) =>
    new Promise<Checking>((resolve, reject) => {
      waiting.push({ entry, resolve, reject });
      if (running) return;
      running = true;
      // The first check waits for the event loop's next turn, so the requests already waiting to be
      // read join it: one statement for all of them instead of one each.
      setImmediate(() => void run());
    });
}

export type ReadCacheOptions = {
  db: Db;
  enabled: boolean;
  ttlMs: number;
  maxBytes: number;
  /** How many builds (`build`) one instance keeps. */
  maxBuilds?: number;
};

/** A value built from the database, with the snapshot it was built after and its scopes. */
type Build = { value: unknown; scopes: string[]; snapshot: string };

export function createReadCache({ db, enabled, ttlMs, maxBytes, maxBuilds = 1_000 }: ReadCacheOptions) {
  const entries = new LRUCache<string, Entry>({
    ttl: ttlMs,
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.body.length + key.length + 64 * entry.scopes.length + 200,
  });
  // The answers being computed, so readers arriving meanwhile wait for one instead of computing again.
  const computing = new Map<string, Promise<unknown>>();

  const checks = createChangeChecks(db);

  // Builds: values (not answers) shared by every reader, e.g. a tournament's rows (features/tournaments/
  // state-builds.ts), checked against the change log exactly as answers are.
  const builds = new LRUCache<string, Build>({ max: maxBuilds, ttl: ttlMs });
  const building = new Map<string, Promise<Build>>();
  async function rebuild<T>(
    key: string,
    scopes: string[],
    load: () => Promise<T>,
    snapshot: string,
  ): Promise<Build> {
    const build = { value: await load(), scopes: [...new Set([...scopes, readScopes.all])], snapshot };
    builds.set(key, build);
    return build;
  }

  async function compute<R extends Reply, T>(
    key: string,
    reader: string[],
    reply: R,
    read: RememberedRead<T>,
    snapshot: string,
  ) {
    const answer = await read.load();
    if (read.keep && !read.keep(answer)) return send(reply, answer);
    const body = encoded(reply.serialize(answer));
    const scopes = [...reader, ...read.scopes, ...(read.scopesOf?.(answer) ?? []), readScopes.all];
    entries.set(key, { body, scopes: [...new Set(scopes)], snapshot });
    return sendBody(reply, body);
  }

  return {
    /** Sends the remembered answer when it is still true, else computes, remembers and sends it. */
    async answer<R extends Reply>(
      request: Request,
      reply: R,
      read: RememberedRead<SuccessOf<R>>,
    ): Promise<R> {
      const auth = request.auth;
      if (!enabled || !auth) return send(reply, await read.load());
      // Per reader and role: an answer is never sent to anyone but the one it was computed for.
      const key = `${auth.userId}\u0000${auth.role}\u0000${request.url}`;
      const reader = [readScopes.user(auth.userId)];
      const known = entries.get(key);
      let checked = await checks(known);
      if (!checked.changed) return sendBody(reply, known!.body);
      const running = computing.get(key);
      if (running) {
        await running.catch(() => undefined);
        const fresh = entries.get(key);
        if (fresh !== known) {
          checked = await checks(fresh);
          if (!checked.changed) return sendBody(reply, fresh!.body);
        }
      }
      const work = compute(key, reader, reply, read, checked.snapshot);
      computing.set(key, work);
      try {
        return await work;
      } finally {
        if (computing.get(key) === work) computing.delete(key);
      }
    },
    /**
     * The value built by `load` for `key`, built again only when one of its scopes changed since
     * (one batched, indexed statement; the same check as answers). Readers arriving while it is
     * being built share that build. Not switched off by READ_CACHE=off: it is how the value is
     * computed once per change (docs/read-cache.md, "Builds").
     */
    async build<T>(key: string, scopes: string[], load: () => Promise<T>): Promise<T> {
      const known = builds.get(key);
      let checked = await checks(known);
      if (!checked.changed) return known!.value as T;
      const running = building.get(key);
      if (running) {
        const fresh = await running.catch(() => undefined);
        if (fresh && fresh !== known) {
          checked = await checks(fresh);
          if (!checked.changed) return fresh.value as T;
        }
      }
      const work = rebuild(key, scopes, load, checked.snapshot);
      building.set(key, work);
      try {
        return (await work).value as T;
      } finally {
        if (building.get(key) === work) building.delete(key);
      }
    },
    /**
     * Forgets the noted changes no remembered answer can need: those older than the oldest
     * transaction running one pruning ago, since every answer is younger than that (`ttlMs`).
     * Call every `pruneEveryMs`; the first call only takes the horizon.
     */
    async prune(horizon: string | undefined): Promise<string> {
      if (horizon) await forgetChangesBefore(db, horizon);
      return currentHorizon(db);
    },
    pruneEveryMs: ttlMs * 2,
    get size() {
      return entries.size;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
