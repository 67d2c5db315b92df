import pg from 'pg';

/**
 * Told of each notice on a channel, and of the listening connection's state: `up` after every
 * (re)connect (notices sent while it was down are lost), `down` when it is lost.
 */
export type ChannelListener = {
  notice(payload: string): void;
  state(state: 'up' | 'down'): void;
};

/** Stops listening and closes the connection. */
export type StopListening = () => Promise<void>;

const retryMs = 1_000;

/**
 * LISTEN on PostgreSQL, on a connection of its own (a pooled one would be handed to queries): a lost
 * connection is reopened every second until it is back, and says so (docs/live-feed.md).
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  listener: ChannelListener,
): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const retry = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void open(), retryMs);
    timer.unref();
  };
  const open = async () => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === c) {
        client = undefined;
        listener.state('down');
      }
      c.end().catch(() => undefined);
      retry();
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (message) => {
      if (message.channel === channel && message.payload) listener.notice(message.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped || lost) return void c.end().catch(() => undefined);
      client = c;
      listener.state('up');
    } catch {
      onLost();
    }
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}

/**
 * LISTEN on the embedded PGlite (db/pglite-thread.ts). It has one session, which the pool's one
 * connection speaks to and which keeps what it listens to: PGlite sends a notice in its reply to
 * the statement that committed it, so notices arrive on that connection. In the same process, it
 * is never lost.
 */
export function pgliteChannels(pool: pg.Pool) {
  const channels = new Map<string, Set<ChannelListener>>();
  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      if (!message.payload) return;
      for (const listener of channels.get(message.channel) ?? []) listener.notice(message.payload);
    });
  });
  return {
    async listen(channel: string, listener: ChannelListener): Promise<StopListening> {
      let listening = channels.get(channel);
      if (!listening) {
        listening = new Set();
        channels.set(channel, listening);
        await pool.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      listening.add(listener);
      listener.state('up');
      return async () => {
        listening.delete(listener);
        if (listening.size > 0 || channels.get(channel) !== listening) return;
        channels.delete(channel);
        await pool.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
  };
}
