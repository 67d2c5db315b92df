import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { threadId, Worker } from 'node:worker_threads';

/**
 * The embedded PGlite, run in a worker thread of its own (pglite-worker.ts), seen from the main
 * thread as a PostgreSQL server at the other end of a stream: node-postgres connects through
 * `connection()` and speaks the wire protocol, the thread hands each batch of messages to PGlite
 * as it is and sends the reply's bytes back. PGlite on the main thread took most of it while a few
 * connections wrote, so new requests were read late (docs/performance.md, "Many users at once";
 * docs/decisions/0043-pglite-in-a-worker-thread.md).
 */

export type PgliteThreadOptions = { pgdata: string; sharedBuffers: string };

/** What the thread is started with: the options and PGlite's compiled WebAssembly. */
export type PgliteThreadData = PgliteThreadOptions & { wasmModule: WebAssembly.Module };

/** To the thread: a batch of protocol messages (whole ones), or the end. */
export type ToThread = { bytes: ArrayBuffer } | { close: true };

/** From it: PostgreSQL's reply to a batch, PGlite's own failure, or that it has closed. */
export type FromThread =
  | { bytes: ArrayBuffer }
  | { broken: string }
  | { closed: true }
  | { ready: true }
  | { failed: string };

/**
 * The thread's module, beside this one: the bundle's `pglite-worker.mjs` beside `main.mjs` when
 * `npm start` runs the bundle (scripts/build-server.mjs, decision 0041), otherwise the TypeScript
 * source (tests, scripts, `npm run dev`) turned into JavaScript once by esbuild (workerSource). A
 * loader given to the parent with `--import` does not reach a worker on Node 20, and tsx registered
 * in each thread started a loader thread of its own per database: most of a test server's start
 * (docs/performance.md, "Test suite").
 */
function startWorker(options: PgliteThreadOptions): Worker {
  const bundled = path.join(import.meta.dirname, 'pglite-worker.mjs');
  const module = !import.meta.filename.endsWith('.ts') && existsSync(bundled) ? bundled : workerSource();
  return new Worker(pathToFileURL(module), {
    workerData: { ...options, wasmModule: pgliteWasmModule() } satisfies PgliteThreadData,
  });
}

let transpiled: string | undefined;

/**
 * pglite-worker.ts as JavaScript, written under node_modules/.cache (so that its imports resolve
 * from the workspace's node_modules) and named after its content: written once per change, and
 * parallel test workers that race write the same bytes and rename them into place. One file, not
 * bundled: the thread may import packages and types only, since a relative module would not be
 * found beside the copy.
 */
function workerSource(): string {
  if (transpiled) return transpiled;
  const source = readFileSync(path.join(import.meta.dirname, 'pglite-worker.ts'), 'utf8');
  // Required here, not imported: the bundle `npm start` runs never loads esbuild.
  const { transformSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const { code } = transformSync(source, { loader: 'ts', format: 'esm', target: 'node20' });
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const dir = path.resolve(import.meta.dirname, '../../node_modules/.cache/pglite-worker');
  const file = path.join(dir, `pglite-worker-${hash}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${threadId}`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  transpiled = file;
  return file;
}

let compiled: WebAssembly.Module | undefined;

/** The global's constructor, which Node has and its type declarations (no DOM library) leave out. */
const { Module: WasmModule } = (
  globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => WebAssembly.Module } }
).WebAssembly;

/**
 * PGlite's WebAssembly, compiled once per process and handed to each thread: a test process opens
 * a database per test server, and each thread compiling its own 9 MB module was a third of opening
 * one.
 */
function pgliteWasmModule(): WebAssembly.Module {
  compiled ??= new WasmModule(
    readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')),
  );
  return compiled;
}

export class PgliteThread {
  readonly #worker: Worker;
  /** The connection's stream: the one session PGlite has, so one at a time. */
  #stream: ThreadStream | undefined;
  /** Batches sent and not yet answered: the thread is ref'd meanwhile (see #attach). */
  #waiting = 0;
  #closed: (() => void) | undefined;
  #gone: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the thread and opens PGlite in it; rejects with PGlite's own error if that fails. */
  static async open(options: PgliteThreadOptions): Promise<PgliteThread> {
    const worker = startWorker(options);
    await new Promise<void>((ready, failed) => {
      const onMessage = (message: FromThread) => {
        if ('ready' in message) settle();
        else if ('failed' in message) settle(new Error(message.failed));
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
    const thread = new PgliteThread(worker);
    thread.#attach();
    return thread;
  }

  #attach() {
    const worker = this.#worker;
    worker.on('message', (message: FromThread) => {
      if (!('bytes' in message || 'broken' in message || 'closed' in message)) return;
      // Every message sent gets one answer, in order.
      if (--this.#waiting === 0) worker.unref();
      if ('bytes' in message) this.#stream?.receive(Buffer.from(message.bytes));
      else if ('broken' in message)
        this.#stream?.destroy(new Error(`The embedded database failed: ${message.broken}`));
      else this.#closed?.();
    });
    // A thread that stops (a crash in PGlite, out of memory) ends the connection with an error, as
    // a PostgreSQL server that died would; unhandled, its 'error' event would end the process.
    const stopped = (why: Error) => {
      this.#gone ??= why;
      this.#stream?.destroy(why);
      // A close waiting for PGlite's answer ends too: the thread that would give it is gone.
      this.#closed?.();
    };
    worker.on('error', (error) => stopped(new Error(`The embedded database stopped: ${error.message}`)));
    worker.on('exit', (code) => stopped(new Error(`The embedded database's thread exited (${code})`)));
    // Idle, the thread keeps nothing alive (as PGlite on the main thread did not); it is ref'd
    // while a batch waits for its answer, so a script awaiting a statement is not left to exit.
    worker.unref();
  }

  /**
   * node-postgres's `stream` option: the connection to this database. One at a time: the pool
   * opens another only once the last one has ended (db/client.ts), and the thread's replies go to
   * the newest.
   */
  connection(): Duplex {
    if (this.#gone) throw this.#gone;
    this.#stream?.destroy();
    this.#stream = new ThreadStream((bytes) => {
      if (this.#gone) throw this.#gone;
      this.#post({ bytes }, [bytes]);
    });
    return this.#stream;
  }

  #post(message: ToThread, transfer: ArrayBuffer[] = []) {
    if (this.#waiting++ === 0) this.#worker.ref();
    this.#worker.postMessage(message, transfer);
  }

  /** Closes PGlite (its files flushed and shut, as on the main thread), then ends the thread. */
  async close(): Promise<void> {
    if (this.#gone) return;
    await new Promise<void>((closed) => {
      this.#closed = closed;
      this.#post({ close: true });
    });
    this.#gone = new Error('PGlite is closed');
    // PGlite has closed its files: nothing is left in the thread to lose.
    await this.#worker.terminate();
  }
}

/**
 * The connection as node-postgres sees a socket: what it writes in one turn of the event loop (a
 * statement's Parse, Bind, Describe, Execute and Sync) goes to the thread as one batch, and the
 * reply comes back as data.
 */
class ThreadStream extends Duplex {
  readonly #send: (bytes: ArrayBuffer) => void;
  #batch: Buffer[] = [];
  #ended = false;

  constructor(send: (bytes: ArrayBuffer) => void) {
    super();
    this.#send = send;
  }

  // What node-postgres calls on a socket before it writes.
  connect() {
    queueMicrotask(() => this.emit('connect'));
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }

  /** The thread's reply; none is read once node-postgres has ended the connection. */
  receive(bytes: Buffer) {
    if (!this.#ended && !this.destroyed && bytes.length > 0) this.push(bytes);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    if (this.#batch.length === 0) queueMicrotask(() => this.#flush());
    this.#batch.push(chunk);
    done();
  }

  #flush() {
    if (this.#batch.length === 0) return;
    const batch = Buffer.concat(this.#batch);
    this.#batch = [];
    // A buffer of its own, handed to the thread rather than copied again.
    const bytes = batch.buffer.slice(batch.byteOffset, batch.byteOffset + batch.byteLength);
    try {
      this.#send(bytes as ArrayBuffer);
    } catch (error) {
      this.destroy(error as Error);
    }
  }

  override _read() {}

  override _final(done: (error?: Error | null) => void) {
    // node-postgres wrote Terminate and ended its side: the server's side ends too (PGlite's
    // session stays, with what it holds: the next connection starts by clearing it, db/client.ts).
    this.#flush();
    this.#ended = true;
    this.push(null);
    done();
  }
}
