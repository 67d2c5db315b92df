import net from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now, for a process the test starts. */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}
