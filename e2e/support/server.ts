import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from '../../apps/server/test/harness.ts';

/**
 * One server for the journeys of a `describe`: started before them on a random port with a fresh
 * database, closed after. The answer stands for the server itself (its `url`, `app`…) once started.
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return new Proxy({} as TestServer, {
    get(_, key) {
      if (!server) throw new Error('The test server is not started yet: use it inside a test or a hook');
      const value = Reflect.get(server, key);
      return typeof value === 'function' ? value.bind(server) : value;
    },
  });
}
