/**
 * The embedded database's own thread (docs/decisions/0043-pglite-in-a-worker-thread.md): PGlite's
 * WebAssembly runs here, so that the server's main thread keeps taking in and answering requests
 * while a statement runs. The main thread speaks PostgreSQL's wire protocol to it through
 * node-postgres (pglite-thread.ts): each message it receives is a batch of protocol messages, run
 * as they are by PGlite; the answer is PostgreSQL's reply, bytes again. Nothing is parsed here.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FromThread, PgliteThreadData, ToThread } from './pglite-thread.ts';

const port = parentPort!;
const options = workerData as PgliteThreadData;
const send = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main() {
  let db: PGlite;
  try {
    db = await PGlite.create(options.pgdata, {
      extensions: { pg_trgm },
      pgliteWasmModule: options.wasmModule,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`],
    });
  } catch (error) {
    send({ failed: messageOf(error) });
    return;
  }
  // One session: the batches run one after another, in the order the connection sent them.
  const queue: ToThread[] = [];
  let running = false;
  const run = async (message: ToThread) => {
    if ('close' in message) {
      await db.close();
      send({ closed: true });
      return;
    }
    const reply = await db.execProtocolRaw(new Uint8Array(message.bytes), { syncToFs: false });
    // As PGlite's own query does: the files are synced once no transaction is open.
    if (!db.isInTransaction()) await db.syncToFs();
    // A copy of its own (the reply may share PGlite's receive buffer), handed over, not cloned.
    const bytes = reply.slice().buffer;
    send({ bytes }, [bytes]);
  };
  const drain = async () => {
    if (running) return;
    running = true;
    for (let message = queue.shift(); message; message = queue.shift()) {
      try {
        await run(message);
      } catch (error) {
        // PGlite itself failed (not a statement: those are answered as PostgreSQL errors).
        send({ broken: messageOf(error) });
      }
    }
    running = false;
  };
  port.on('message', (message: ToThread) => {
    queue.push(message);
    void drain();
  });
  send({ ready: true });
}

void main();
