import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sameBrowserOn, TestClient } from './client.ts';
import { signedIn } from './fixtures.ts';
import {
  backends,
  redisKeyPrefix,
  redisUrl,
  startTestServer,
  startTwoOnPglite,
  startTwoOnPostgres,
} from './harness.ts';

/**
 * The session check is remembered per instance (docs/performance.md, "Session check"); a revoked
 * session must still be refused at once, by the instance that revoked it and by every other one.
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Another device of the same user, signed in with the password of the fixtures. */
async function signedInAgain(url: string, email: string) {
  const device = new TestClient(url);
  const res = await device.post('/api/auth/login', { email, password: 'Str0ng!Pass' });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return device;
}

const sharedEnv = () => {
  const secret = randomBytes(32).toString('hex');
  return {
    SESSION_SECRET: secret,
    REDIS_KEY_PREFIX: redisKeyPrefix(secret),
    PASSWORD_HASHING: 'fast-for-tests',
  };
};

/** Two instances on one PostgreSQL database and one Redis, as in production. */
const twoOnPostgres = () => startTwoOnPostgres(cleanups);

/** Two instances on one PGlite database and one Redis, behind a trusted proxy. */
const twoOnPglite = () =>
  startTwoOnPglite(cleanups, {
    TRUST_PROXY: '127.0.0.1',
    REDIS_URL: redisUrl!,
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    ...sharedEnv(),
  });

describe.each(backends)('the remembered session check on %s', (backend) => {
  it('refuses a revoked or signed-out session on its very next request', async () => {
    const server = await startTestServer({ backend });
    cleanups.push(() => server.close());
    const user = await signedIn(server.url);
    const phone = await signedInAgain(server.url, user.user.email);
    // The phone's session is checked, and remembered, several times...
    for (let i = 0; i < 3; i++) expect((await phone.get('/api/auth/me')).status).toBe(200);
    // ...then the laptop ends every other session: the phone is refused at once.
    expect((await user.delete('/api/auth/sessions')).body.data.revoked).toBe(1);
    expect((await phone.get('/api/auth/me')).status).toBe(401);

    const held = sameBrowserOn(server.url, user);
    expect((await held.get('/api/auth/me')).status).toBe(200);
    expect((await user.post('/api/auth/logout')).status).toBe(200);
    expect((await held.get('/api/auth/me')).status).toBe(401);
  }, 180_000);
});

const twoInstanceSetups = [
  ...(redisUrl ? [['PGlite', twoOnPglite] as const] : []),
  ...(redisUrl && backends.includes('postgres') ? [['PostgreSQL', twoOnPostgres] as const] : []),
];

describe.runIf(twoInstanceSetups.length > 0).each(twoInstanceSetups)(
  'the remembered session check, two instances on %s and Redis',
  (_name, setup) => {
    it('a session revoked on one instance is refused by the other on its very next request', async () => {
      const [a, b] = await setup();
      const user = await signedIn(a.url);
      const onB = sameBrowserOn(b.url, user);
      // Instance B has checked the session and remembers it.
      for (let i = 0; i < 3; i++) expect((await onB.get('/api/auth/me')).status).toBe(200);

      // Signed out through instance A: B refuses the same cookies at once, no waiting.
      expect((await user.post('/api/auth/logout')).status).toBe(200);
      expect((await onB.get('/api/auth/me')).status).toBe(401);
      expect((await sameBrowserOn(a.url, onB).get('/api/auth/me')).status).toBe(401);

      // "Sign out everywhere else" on A: the session B remembers is refused by B at once.
      const laptop = await signedInAgain(a.url, user.user.email);
      const phoneOnB = sameBrowserOn(b.url, await signedInAgain(a.url, user.user.email));
      expect((await phoneOnB.get('/api/auth/me')).status).toBe(200);
      expect((await laptop.delete('/api/auth/sessions')).body.data.revoked).toBe(1);
      expect((await phoneOnB.get('/api/auth/me')).status).toBe(401);
      expect((await sameBrowserOn(b.url, laptop).get('/api/auth/me')).status).toBe(200);
    }, 180_000);
  },
);
