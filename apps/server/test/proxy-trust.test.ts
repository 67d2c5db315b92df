import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, backends, startTestServer, type TestServer } from './harness.ts';

/** The proxy in front appends the address it saw; everything to its left is the client's own claim. */
const through = (claimed: string, seen: string) => ({ 'x-forwarded-for': `${claimed}, ${seen}` });
let n = 0;
const failedLogin = (server: TestServer, headers: Record<string, string>) => {
  n += 1;
  // A different unknown address each time: the per-account lockout never applies, only the per-IP limit.
  return api(
    server,
    'POST',
    '/api/auth/login',
    { email: `nobody.${n}@example.com`, password: 'Wr0ng!pass' },
    headers,
  );
};

describe.each(backends)('proxy trust on %s', (backend) => {
  describe.each([
    ['a hop count', '1'],
    ['a list of proxy addresses', '10.0.0.0/8, 127.0.0.1'],
  ])('with %s', (_label, trustProxy) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ backend, env: { TRUST_PROXY: trustProxy } });
    });
    afterAll(() => server?.close());

    it('counts 40 failed sign-ins from one client as one address, whatever X-Forwarded-For it invents', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await failedLogin(server, through(`203.0.${i}.${i + 1}`, '192.0.2.50'));
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
      // Another real client behind the same proxy is not held back by the first one's limit.
      expect((await failedLogin(server, through('198.51.100.1', '192.0.2.51'))).status).toBe(401);
    });
  });
});
