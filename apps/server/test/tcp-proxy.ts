import net from 'node:net';

/**
 * A TCP proxy the test controls, standing between the server and its PostgreSQL: `cut()` drops every
 * connection and stops listening (the database "went away" for the server), `restore()` listens again
 * on the same port. `hold()` keeps what PostgreSQL sends (and its closing of a connection) from the
 * server until `release()`: the server's connections look alive though PostgreSQL has ended them, the
 * moment a busy server lives in after a restart. The machine's shared PostgreSQL is never touched.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let held: (() => void)[] | undefined;
  const later = (deliver: () => void) => (held ? held.push(deliver) : deliver());
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => later(() => client.write(chunk)));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => later(() => client.destroy()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    hold() {
      held = [];
    },
    /** Delivers what was held, all in one go, and passes everything on again. */
    release() {
      const deliveries = held ?? [];
      held = undefined;
      for (const deliver of deliveries) deliver();
    },
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    async restore() {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
    },
    async close() {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
