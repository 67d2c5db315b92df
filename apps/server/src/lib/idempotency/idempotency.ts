import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { idempotencyMessages as m } from '@pokerhome/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../errors.ts';
import * as repo from './idempotency.repository.ts';

/**
 * Safe retries (docs/api.md, "Safe retries"; the IETF draft "The Idempotency-Key HTTP Header
 * Field"): a write whose contract entry takes the header runs once per user, route and key. The
 * first request claims the key in the database (so it holds across instances and restarts); its
 * action's transaction marks the key applied as it commits; its answer is stored once sent and
 * replayed to every retry for 24 hours. The same key with another request is a 422; while the
 * first is still running, a 409.
 */

/** How long an answer is kept for a retry: the draft's "at least 24 hours". */
export const keepMs = 24 * 60 * 60_000;
/**
 * How long a claim holds without an answer: longer than any request runs. A claim older than this,
 * never applied, was left by a server that stopped mid-request, and a retry takes it over.
 */
export const leaseMs = 60_000;

export const idempotencyHeader = 'idempotency-key';

type Claim = repo.KeyId & { applied: boolean };
/** The claim of the request being handled, for its transactions to mark (see `markKeysApplied`). */
const current = new AsyncLocalStorage<Claim>();
const claims = new WeakMap<FastifyRequest, Claim>();

/**
 * Every transaction opened while a request holds a key marks the key applied before it commits:
 * whatever the action (a ledger entry, a rebuy, an undo) it commits with its key, so a crash after
 * the commit finds the key applied (no second run), and one before finds it free. Called once on
 * the database the app decorates.
 */
export function markKeysApplied(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) => {
    const claim = current.getStore();
    if (!claim) return transaction(run, config);
    return transaction(async (tx) => {
      const result = await run(tx);
      await repo.markApplied(tx, claim);
      return result;
    }, config).then((result) => {
      claim.applied = true;
      return result;
    });
  }) as Db['transaction'];
  return db;
}

/** The header's value: a structured-field string (`"abc"`, as the draft writes it) or a bare token. */
function keyOf(header: string | string[]): string {
  const raw = (Array.isArray(header) ? header[0] : header) ?? '';
  const key = /^".*"$/.test(raw) ? raw.slice(1, -1) : raw;
  if (!/^[\x21-\x7e][\x20-\x7e]{0,254}$/.test(key))
    throw badRequest(m.invalidKey, { 'Idempotency-Key': m.invalidKey });
  return key;
}

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

/**
 * Runs the handler of a route that takes the header (registerEndpoint); without a key, or without a
 * signed-in user, it simply runs.
 */
export async function runOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  run: () => unknown,
): Promise<unknown> {
  const header = request.headers[idempotencyHeader];
  const userId = request.auth?.userId;
  if (header === undefined || !userId) return run();
  const id = { userId, route, key: keyOf(header) };
  const fingerprint = fingerprintOf(request);
  const db = request.server.db;
  await repo.deleteExpired(db, userId);
  let claimed = await repo.insertClaim(db, id, fingerprint, leaseMs, keepMs);
  if (!claimed) {
    const row = await repo.findKey(db, id);
    if (!row) claimed = await repo.insertClaim(db, id, fingerprint, leaseMs, keepMs);
    else {
      if (row.fingerprint !== fingerprint) throw new AppError('KEY_REUSED', m.keyReused);
      if (row.statusCode !== null && row.response !== null)
        return reply
          .code(row.statusCode)
          .header('content-type', 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(row.response);
      // Applied without an answer: still answering (within the lease), or the server stopped between
      // the commit and the answer; either way the action is not run again.
      if (row.applied) throw conflict(row.leaseUntil.getTime() > Date.now() ? m.inFlight : m.answerLost);
      claimed = await repo.takeOver(db, id, leaseMs);
    }
    if (!claimed) throw conflict(m.inFlight);
  }
  const claim: Claim = { ...id, applied: false };
  claims.set(request, claim);
  try {
    return await current.run(claim, run);
  } catch (error) {
    // Nothing was committed: the key is free again, and a retry runs the action.
    if (!claim.applied) {
      claims.delete(request);
      await repo.release(db, id).catch(() => undefined);
    }
    throw error;
  }
}

/**
 * The route's onSend: a successful answer is stored for the retries; any other answer of a request
 * whose action did not commit frees the key.
 */
export async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = claims.get(request);
  if (!claim) return payload;
  claims.delete(request);
  const db = request.server.db;
  try {
    if (reply.statusCode < 300 && typeof payload === 'string')
      await repo.storeAnswer(db, claim, reply.statusCode, payload);
    else if (!claim.applied) await repo.release(db, claim);
  } catch (error) {
    // The action stands; a retry is told its answer was lost rather than running it again.
    request.log.error({ err: error }, 'could not keep the answer of an Idempotency-Key');
  }
  return payload;
}
