import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The embedded PGlite, run in a worker thread of its own (pglite-worker.ts), seen from the main
 * thread: the part of PGlite's interface that drizzle's pglite driver (`query`, `transaction`), the
 * live feed (`listen`) and the bench's baselines use. PGlite on the main thread took most of it
 * while a few connections wrote, so new requests were read late (docs/performance.md, "Many users
 * at once", and docs/decisions/0042-pglite-in-a-worker-thread.md). Here the main thread only
 * copies a statement to the database's thread and its rows back.
 */

export type PgliteThreadOptions = { pgdata: string; sharedBuffers: string };

/** A PostgreSQL error's fields (SQLSTATE, constraint, detail...), as sent between the threads. */
export type WireError = { message: string } & Partial<
  Record<
    | 'name'
    | 'severity'
    | 'code'
    | 'detail'
    | 'hint'
    | 'position'
    | 'internalPosition'
    | 'internalQuery'
    | 'where'
    | 'schema'
    | 'table'
    | 'column'
    | 'dataType'
    | 'constraint'
    | 'file'
    | 'line'
    | 'routine',
    string
  >
>;

type RowMode = 'array' | 'object';

/** What the main thread asks the database's thread. `raw`: types whose text comes back unparsed. */
export type ToThread =
  | { op: 'query'; id: number; sql: string; params: unknown[]; rowMode: RowMode; raw: number[]; tx?: number }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; id: number; channel: string }
  | { op: 'close'; id: number };

/** What it answers, and the notices it hears on the channels it listens to. */
export type FromThread =
  | { id: number; result: unknown }
  | { id: number; error: WireError }
  | { notify: string; payload: string }
  | { ready: true }
  | { failed: WireError };

type Parsers = Record<number, (value: string, type: number) => unknown>;
export type QueryOptions = { rowMode?: RowMode; parsers?: Parsers };
export type Results<T = Record<string, unknown>> = {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};

/** A transaction's handle: its statements run inside it, in the order sent. */
export type PgliteThreadTx = {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

/** A failed statement: PostgreSQL's message and fields (`code` is the SQLSTATE), as PGlite gave them. */
export class PgliteError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
}

const toError = (wire: WireError) => Object.assign(new PgliteError(wire.message), wire);

/**
 * The thread's module, beside this one: the bundle's `pglite-worker.mjs` beside `main.mjs` when
 * `npm start` runs the bundle (scripts/build-server.mjs, decision 0041), otherwise the TypeScript
 * source (tests, scripts, `npm run dev`), which the thread loads through tsx's loader registered in
 * the thread itself: a loader given to the parent with `--import` does not reach a worker on Node 20.
 */
function startWorker(options: PgliteThreadOptions): Worker {
  const bundled = path.join(import.meta.dirname, 'pglite-worker.mjs');
  if (!import.meta.filename.endsWith('.ts') && existsSync(bundled)) {
    return new Worker(pathToFileURL(bundled), { workerData: options });
  }
  const tsx = pathToFileURL(tsxEsmApi()).href;
  const source = pathToFileURL(path.join(import.meta.dirname, 'pglite-worker.ts')).href;
  const bootstrap = `(async () => {
    (await import(${JSON.stringify(tsx)})).register();
    await import(${JSON.stringify(source)});
  })();`;
  return new Worker(bootstrap, { eval: true, workerData: options });
}

/** tsx's ESM register API, as its package exports it to `import` (the CommonJS one registers a wrong path). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = JSON.parse(readFileSync(manifest, 'utf8')).exports as Record<
    string,
    { import: { default: string } }
  >;
  return path.join(path.dirname(manifest), exports['./esm/api']!.import.default);
}

export class PgliteThread {
  readonly #worker: Worker;
  #nextId = 1;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  /** Why the thread can no longer answer (it stopped, or was closed). */
  #gone: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the thread and opens PGlite in it; rejects with PGlite's own error if that fails. */
  static async open(options: PgliteThreadOptions): Promise<PgliteThread> {
    const worker = startWorker(options);
    const thread = new PgliteThread(worker);
    await new Promise<void>((ready, failed) => {
      const onMessage = (message: FromThread) => {
        if ('ready' in message) settle();
        else if ('failed' in message) settle(toError(message.failed));
      };
      const onError = (error: Error) => settle(error);
      const onExit = (code: number) => settle(new Error(`The embedded database's thread exited (${code})`));
      const settle = (error?: Error) => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (error) failed(error);
        else ready();
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    }).catch(async (error) => {
      await worker.terminate();
      throw error;
    });
    thread.#attach();
    return thread;
  }

  #attach() {
    const worker = this.#worker;
    worker.on('message', (message: FromThread) => {
      if ('notify' in message) {
        for (const listener of this.#listeners.get(message.notify) ?? []) listener(message.payload);
        return;
      }
      if (!('id' in message)) return;
      const waiting = this.#pending.get(message.id);
      if (!waiting) return;
      this.#pending.delete(message.id);
      if (this.#pending.size === 0) worker.unref();
      if ('error' in message) waiting.reject(toError(message.error));
      else waiting.resolve(message.result);
    });
    // A thread that stops (a crash in PGlite, an out-of-memory) fails what waits and what follows;
    // unhandled, its 'error' event would end the process.
    const stopped = (why: Error) => {
      this.#gone ??= why;
      for (const waiting of this.#pending.values()) waiting.reject(this.#gone);
      this.#pending.clear();
    };
    worker.on('error', (error) => stopped(new Error(`The embedded database stopped: ${error.message}`)));
    worker.on('exit', (code) => stopped(new Error(`The embedded database's thread exited (${code})`)));
    // Idle, the thread keeps nothing alive (as PGlite on the main thread did not); it is ref'd
    // while a request waits for its answer, so a script awaiting a statement is not left to exit.
    worker.unref();
  }

  #call<R>(message: ToThread): Promise<R> {
    if (this.#gone) return Promise.reject(this.#gone);
    return new Promise<R>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(message.id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage(message);
    });
  }

  async #query<T>(sql: string, params: unknown[], options: QueryOptions, tx?: number): Promise<Results<T>> {
    const parsers = options.parsers;
    const raw = parsers ? Object.keys(parsers).map(Number) : [];
    const result = await this.#call<Results<T>>({
      op: 'query',
      id: this.#nextId++,
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      raw,
      ...(tx === undefined ? {} : { tx }),
    });
    if (parsers && raw.length > 0) applyParsers(result, parsers, options.rowMode ?? 'object');
    return result;
  }

  /** One statement (PGlite's `query`): waits for a transaction in progress, as PGlite does. */
  query<T = Record<string, unknown>>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.#query<T>(sql, params, options);
  }

  /**
   * PGlite's `transaction`: BEGIN once the database is free, the callback's statements inside it,
   * then COMMIT when it resolves or ROLLBACK when it throws. Nothing else runs meanwhile.
   */
  async transaction<T>(callback: (tx: PgliteThreadTx) => Promise<T>): Promise<T> {
    const txId = this.#nextId++;
    await this.#call({ op: 'begin', id: txId });
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return this.#call<void>({ op: 'end', id: this.#nextId++, tx: txId, commit });
    };
    const tx: PgliteThreadTx = {
      query: (sql, params = [], options = {}) => {
        if (closed) return Promise.reject(new Error('Transaction is closed'));
        return this.#query(sql, params, options, txId);
      },
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) await end(true);
      return result;
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
  }

  /** LISTEN (PGlite's `listen`): `callback` hears each notice's payload; the answer stops it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.#listeners.get(channel);
    if (!set) {
      set = new Set();
      this.#listeners.set(channel, set);
      await this.#call({ op: 'listen', id: this.#nextId++, channel });
    }
    set.add(callback);
    return async () => {
      set.delete(callback);
      if (set.size > 0 || this.#listeners.get(channel) !== set) return;
      this.#listeners.delete(channel);
      await this.#call({ op: 'unlisten', id: this.#nextId++, channel });
    };
  }

  /** Closes PGlite (its files flushed and shut as on the main thread), then the thread ends. */
  async close(): Promise<void> {
    if (this.#gone) return;
    await this.#call({ op: 'close', id: this.#nextId++ });
    this.#gone = new Error('PGlite is closed');
    // PGlite has closed its files: nothing is left in the thread to lose.
    await this.#worker.terminate();
  }
}

/** Runs the caller's parsers on the columns of their types, which came back as PostgreSQL's text. */
function applyParsers(result: Results<unknown>, parsers: Parsers, rowMode: RowMode) {
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ key: rowMode === 'array' ? index : field.name, parse, type: field.dataTypeID }] : [];
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, parse, type } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value, type);
    }
  }
}
