import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newUser, TestClient } from '../../../test/client.ts';
import { backends } from '../../../test/harness.ts';
import { linkIn } from '../../../test/smtp-capture.ts';

import { useServerWithMail } from '../../../test/with-mail.ts';

describe.each(backends)('accounts on %s', (backend) => {
  const logs: string[] = [];
  const ctx = useServerWithMail({
    backend,
    logger: { level: 'debug', stream: { write: (line: string) => void logs.push(line) } },
  });
  const client = () => new TestClient(ctx.server.url);
  /** A new account, registered (and so signed in) in a browser of its own. */
  const registered = async (overrides: Record<string, unknown> = {}) => {
    const user = newUser(overrides);
    const browser = client();
    await browser.post('/api/auth/register', user);
    return { user, browser };
  };

  it('registers, signs in with the session cookie, and reports capabilities by role', async () => {
    const browser = client();
    const body = newUser({ email: `  Mixed.Case.${Date.now()}@Example.COM ` });
    const res = await browser.post('/api/auth/register', body);
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ firstName: 'Ada', role: 'host', emailVerified: false });
    expect(res.body.data.user.email).toBe(body.email.trim().toLowerCase());
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    expect(res.headers.getSetCookie().join(';')).toMatch(/ph_at=.*HttpOnly.*SameSite=Lax/i);

    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.data.user.id).toBe(res.body.data.user.id);
    const caps = await browser.get('/api/auth/capabilities');
    expect(caps.body.data).toEqual({ maxParticipants: 30, canScheduleRecurring: false });

    // E-mail addresses compare case-insensitively: the same address in other case is taken.
    const again = await client().post(
      '/api/auth/register',
      newUser({ email: body.email.toUpperCase().trim() }),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.fields.email).toBe('An account with this email already exists');
  });

  it('never grants admin at registration', async () => {
    const res = await client().post('/api/auth/register', newUser({ role: 'admin' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toContain('role');
  });

  it('answers 401 to a signed-out visitor', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/auth/capabilities'],
      ['GET', '/api/auth/sessions'],
      ['POST', '/api/auth/2fa/setup'],
      ['POST', '/api/auth/resend-verification'],
    ] as const) {
      const res = await client().request(method, url);
      expect(res.status, url).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it('verifies the e-mail address through a single-use link sent by e-mail', async () => {
    const { user, browser } = await registered();
    const mail = await ctx.smtp.next(user.email, /Confirm your e-mail/);
    const { token, url } = linkIn(mail, '/verify-email');
    expect(url.startsWith(ctx.server.app.config.publicUrl)).toBe(true);
    const ok = await client().post('/api/auth/verify-email', { token });
    expect(ok.status).toBe(200);
    expect((await browser.get('/api/auth/me')).body.data.user.emailVerified).toBe(true);
    const reused = await client().post('/api/auth/verify-email', { token });
    expect(reused.status).toBe(400);
    expect((await browser.post('/api/auth/resend-verification')).status).toBe(400);
  });

  it('rotates the refresh token and revokes the session when an old one is replayed', async () => {
    const { browser } = await registered();
    const first = browser.cookies.get('ph_rt')!;
    expect((await browser.post('/api/auth/refresh')).status).toBe(200);
    const second = browser.cookies.get('ph_rt')!;
    expect(second).not.toBe(first);
    expect((await browser.get('/api/auth/me')).status).toBe(200);

    // Time passes beyond the two-tabs grace window, then a copy of the first token is replayed.
    await ctx.server.app.db.execute(
      sql`update refresh_tokens set rotated_at = now() - interval '1 minute' where rotated_at is not null`,
    );
    const thief = client();
    thief.cookies.set('ph_rt', first);
    expect((await thief.post('/api/auth/refresh')).status).toBe(401);
    // The whole family is gone: the legitimate holder is signed out too.
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    expect((await browser.post('/api/auth/refresh')).status).toBe(401);
  });

  it('lets two tabs refresh at the same moment without signing the user out', async () => {
    const { browser } = await registered();
    const tabA = browser.fresh();
    const tabB = browser.fresh();
    for (const tab of [tabA, tabB]) for (const [k, v] of browser.cookies) tab.cookies.set(k, v);
    const [a, b] = await Promise.all([tabA.post('/api/auth/refresh'), tabB.post('/api/auth/refresh')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await tabB.get('/api/auth/me')).status).toBe(200);
  });

  it('stops a revoked session at once and lists sessions with the current one marked', async () => {
    const { user, browser: laptop } = await registered();
    const phone = client();
    expect(
      (await phone.post('/api/auth/login', { email: user.email, password: user.password, rememberMe: true }))
        .status,
    ).toBe(200);
    expect(phone.cookies.get('ph_rt')).toBeDefined();

    const list = await laptop.get('/api/auth/sessions');
    expect(list.body.data.sessions).toHaveLength(2);
    const other = list.body.data.sessions.find((s: any) => !s.current);
    expect(other.persistent).toBe(true);
    expect((await laptop.delete(`/api/auth/sessions/${other.id}`)).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await phone.post('/api/auth/refresh')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);

    // Someone else's session id is not found, and nothing changes.
    const { browser: stranger } = await registered();
    const mine = (await laptop.get('/api/auth/sessions')).body.data.sessions[0].id;
    expect((await stranger.delete(`/api/auth/sessions/${mine}`)).status).toBe(404);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);

    const tablet = client();
    await tablet.post('/api/auth/login', { email: user.email, password: user.password });
    expect((await laptop.delete('/api/auth/sessions')).body.data.revoked).toBe(1);
    expect((await tablet.get('/api/auth/me')).status).toBe(401);
  });

  it('signs out on logout', async () => {
    const { browser } = await registered();
    expect((await browser.post('/api/auth/logout')).status).toBe(200);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });

  it('gives the page a readable hint of the session, and takes it back on sign-out (decision 0034)', async () => {
    const { user } = await registered();
    const browser = client();
    const login = await browser.post('/api/auth/login', { email: user.email, password: user.password });
    const hint = login.headers.getSetCookie().find((c) => c.startsWith('ph_in='));
    expect(hint).toMatch(/^ph_in=1;.*Path=\/;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(browser.cookies.get('ph_in')).toBe('1');
    await browser.post('/api/auth/logout');
    expect(browser.cookies.has('ph_in')).toBe(false);
  });

  it('answers forgot-password the same for known and unknown addresses, and resets through the mailed link', async () => {
    const { user, browser } = await registered();
    const known = await client().post('/api/auth/forgot-password', { email: user.email });
    const unknown = await client().post('/api/auth/forgot-password', {
      email: `nobody.${Date.now()}@example.com`,
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    const mail = await ctx.smtp.next(user.email, /Reset your PokerHome password/);
    const { token } = linkIn(mail, '/reset-password');
    const weak = await client().post('/api/auth/reset-password', {
      token,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(weak.status).toBe(400);
    const reset = await client().post('/api/auth/reset-password', {
      token,
      password: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    });
    expect(reset.status).toBe(200);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    expect(
      (await client().post('/api/auth/login', { email: user.email, password: user.password })).status,
    ).toBe(401);
    expect(
      (await client().post('/api/auth/login', { email: user.email, password: 'N3w!Password' })).status,
    ).toBe(200);
    const reused = await client().post('/api/auth/reset-password', {
      token,
      password: 'An0ther!Pass',
      confirmPassword: 'An0ther!Pass',
    });
    expect(reused.status).toBe(400);
  });

  it('answers 429 after repeated failed sign-ins, even with the right password', async () => {
    const user = newUser();
    await client().post('/api/auth/register', user);
    for (let i = 0; i < 5; i++) {
      const res = await client().post('/api/auth/login', { email: user.email, password: 'Wr0ng!Pass' });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Invalid email or password');
    }
    const blocked = await client().post('/api/auth/login', { email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/too many/i);
  });

  it('limits password-reset requests per address of origin', async () => {
    const device = client();
    for (let i = 0; i < 5; i++) {
      expect((await device.post('/api/auth/forgot-password', { email: `x${i}@example.com` })).status).toBe(
        200,
      );
    }
    const limited = await device.post('/api/auth/forgot-password', { email: 'x9@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/Too many requests/);
    expect((await client().post('/api/auth/forgot-password', { email: 'x9@example.com' })).status).toBe(200);
  });

  it('changes the password, signing out the other sessions but not this one', async () => {
    const { user, browser: laptop } = await registered();
    const phone = client();
    await phone.post('/api/auth/login', { email: user.email, password: user.password });
    const wrong = await laptop.post('/api/auth/change-password', {
      currentPassword: 'Wr0ng!Pass',
      newPassword: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.error.fields)).toEqual(['currentPassword']);
    const mismatch = await laptop.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'N3w!Password',
      confirmPassword: 'Other!Pass1',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields.confirmPassword).toBe("Passwords don't match");
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    });
    expect(changed.status).toBe(200);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
  });

  it('updates the profile, and a new address must be verified again', async () => {
    const { user, browser } = await registered();
    const email = `renamed.${Date.now()}@example.com`;
    const noPassword = await browser.patch('/api/auth/profile', { email });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.fields.currentPassword).toBe(
      'Enter your current password to change your e-mail address',
    );
    const wrong = await browser.patch('/api/auth/profile', { email, currentPassword: 'Wr0ng!Pass' });
    expect(wrong.body.error.fields.currentPassword).toBe('Current password is incorrect');
    const res = await browser.patch('/api/auth/profile', {
      firstName: 'Augusta',
      timeZone: 'Europe/London',
      email,
      currentPassword: user.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      firstName: 'Augusta',
      timeZone: 'Europe/London',
      email,
      emailVerified: false,
    });
    await ctx.smtp.next(email, /Confirm your e-mail/);
    // The old address hears about it, in case it was not its owner.
    await ctx.smtp.next(user.email, /e-mail address was changed/);
    expect((await browser.patch('/api/auth/profile', { lastName: 'King' })).status).toBe(200);
    const tooLong = await browser.patch('/api/auth/profile', { firstName: 'x'.repeat(51) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.firstName).toBe('First name must be less than 50 characters');
  });

  it('refuses a cross-site write without the header or from another origin, and changes nothing', async () => {
    const user = newUser();
    const bare = new TestClient(ctx.server.url, {});
    const res = await bare.post('/api/auth/register', user);
    expect(res.status).toBe(403);
    const evil = await client().request('POST', '/api/auth/register', user, {
      origin: 'https://evil.example',
    });
    expect(evil.status).toBe(403);
    expect(
      (await client().post('/api/auth/login', { email: user.email, password: user.password })).status,
    ).toBe(401);
  });

  it('never answers 500 to SQL-ish or over-long input, and names the field', async () => {
    const nasty = ["' OR 1=1 --", 'x'.repeat(10_000), '\u0000', '<script>alert(1)</script>'];
    const endpoints: Array<[string, string[]]> = [
      ['/api/auth/register', ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'role']],
      ['/api/auth/login', ['email', 'password']],
      ['/api/auth/forgot-password', ['email']],
      ['/api/auth/reset-password', ['token', 'password', 'confirmPassword']],
      ['/api/auth/verify-email', ['token']],
    ];
    for (const [url, fields] of endpoints) {
      for (const field of fields) {
        for (const value of nasty) {
          const body = { ...newUser(), token: 'abc', [field]: value };
          const res = await client().post(url, body);
          expect(res.status, `${url} ${field}=${value.slice(0, 12)}`).toBeLessThan(500);
          if (res.status === 400) expect(res.body.error.message).toEqual(expect.any(String));
        }
      }
    }
    const longName = await client().post('/api/auth/register', newUser({ firstName: 'x'.repeat(51) }));
    expect(longName.body.error.fields.firstName).toBe('First name must be less than 50 characters');
    const sqlEmail = await client().post('/api/auth/login', { email: "' OR 1=1 --", password: 'x' });
    expect(sqlEmail.status).toBe(400);
    expect(sqlEmail.body.error.fields.email).toBe('Invalid email address');
  });

  it('never writes a password into the logs', async () => {
    const { user, browser } = await registered({
      password: 'Unl1kely!Secret',
      confirmPassword: 'Unl1kely!Secret',
    });
    await client().post('/api/auth/login', { email: user.email, password: 'Unl1kely!Secret' });
    await browser.post('/api/auth/change-password', {
      currentPassword: 'Unl1kely!Secret',
      newPassword: 'An0ther!Secret',
      confirmPassword: 'An0ther!Secret',
    });
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toMatch(/Unl1kely!Secret|An0ther!Secret/);
  });
});
