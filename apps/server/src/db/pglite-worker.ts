/**
 * The embedded database's own thread (docs/decisions/0042-pglite-in-a-worker-thread.md): PGlite's
 * WebAssembly, its protocol parsing and its row building run here, so that the server's main thread
 * keeps taking in and answering requests while a statement runs. The main thread talks to it
 * through `PgliteThread` (pglite-thread.ts), whose messages are declared there. PGlite's own
 * queue does the ordering: a statement outside a transaction waits for the open one, as it would
 * in one thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FromThread, PgliteThreadOptions, ToThread, WireError } from './pglite-thread.ts';

const port = parentPort!;
const options = workerData as PgliteThreadOptions;
const send = (message: FromThread) => port.postMessage(message);

/** The fields of a PostgreSQL error the application reads (SQLSTATE, constraint...), cloneable. */
function wireError(error: unknown): WireError {
  const e = (error ?? {}) as Record<string, unknown>;
  const fields: WireError = { message: typeof e.message === 'string' ? e.message : String(error) };
  for (const key of wireErrorFields) {
    const value = e[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}
const wireErrorFields = [
  'name',
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
] as const;

/** The value as PostgreSQL sent it, for the types whose parser the caller runs itself. */
const asSent = (value: string) => value;

/** A rollback the caller asked for, not a failure: the transaction's callback rejects with it. */
const rollbackAsked = Symbol('rollback');

async function main() {
  let db: PGlite;
  try {
    db = await PGlite.create(options.pgdata, {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`],
    });
  } catch (error) {
    send({ failed: wireError(error) });
    return;
  }
  /** Open transactions by the id of their `begin`: how to end each, and what the end gave. */
  const open = new Map<number, { tx: Transaction; end(commit: boolean): void; ended: Promise<unknown> }>();
  const listening = new Map<string, () => Promise<void>>();

  const handle = async (message: ToThread): Promise<unknown> => {
    switch (message.op) {
      case 'query': {
        const on = message.tx === undefined ? db : open.get(message.tx)?.tx;
        if (!on) throw new Error('The transaction has already ended');
        const parsers = Object.fromEntries(message.raw.map((type) => [type, asSent]));
        const result = await on.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
        return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
      }
      case 'begin':
        return new Promise<void>((started, failed) => {
          // PGlite holds its queue for this transaction until the callback settles, which the
          // main thread's `end` decides: COMMIT when it resolves, ROLLBACK when it rejects.
          const ended: Promise<void> = db.transaction(
            (tx) =>
              new Promise<void>((commit, rollback) => {
                const end = (wanted: boolean) => (wanted ? commit() : rollback(rollbackAsked));
                open.set(message.id, { tx, end, ended });
                started();
              }),
          );
          // BEGIN itself failed: the callback never ran.
          ended.catch((error) => {
            if (!open.has(message.id)) failed(error);
          });
        });
      case 'end': {
        const transaction = open.get(message.tx);
        if (!transaction) throw new Error('The transaction has already ended');
        open.delete(message.tx);
        transaction.end(message.commit);
        try {
          await transaction.ended;
        } catch (error) {
          if (error !== rollbackAsked) throw error;
        }
        return undefined;
      }
      case 'listen': {
        if (!listening.has(message.channel)) {
          const stop = await db.listen(message.channel, (payload) =>
            send({ notify: message.channel, payload }),
          );
          listening.set(message.channel, stop);
        }
        return undefined;
      }
      case 'unlisten': {
        const stop = listening.get(message.channel);
        listening.delete(message.channel);
        await stop?.();
        return undefined;
      }
      case 'close':
        await db.close();
        return undefined;
    }
  };

  port.on('message', (message: ToThread) => {
    handle(message).then(
      (result) => send({ id: message.id, result }),
      (error) => send({ id: message.id, error: wireError(error) }),
    );
  });
  send({ ready: true });
}

void main();
