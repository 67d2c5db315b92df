import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client.ts';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends } from '../../../test/harness.ts';

import { useServerWithMail } from '../../../test/with-mail.ts';

describe.each(backends)('public site and data rights on %s', (backend) => {
  const ctx = useServerWithMail({
    backend,
    env: { OPERATOR_EMAIL: 'ops@example.com' },
  });

  it('stores a contact message, e-mails the operator, and limits the rate', async () => {
    const visitor = new TestClient(ctx.server.url);
    const body = { name: 'Kim', email: 'kim@example.com', subject: 'feature', message: 'Please add leagues' };
    const res = await visitor.post('/api/contact', body);
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe('Message sent!');
    const mail = await ctx.smtp.next('ops@example.com', /Feature Request from Kim/);
    expect(mail.text).toContain('Please add leagues');
    const bad = await visitor.post('/api/contact', { ...body, subject: 'other', message: 'x'.repeat(5001) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['message', 'subject']);
    for (let i = 0; i < 4; i++) await visitor.post('/api/contact', body);
    expect((await visitor.post('/api/contact', body)).status).toBe(429);
  });

  it('subscribes to the newsletter with double opt-in and tells a repeated address', async () => {
    const visitor = new TestClient(ctx.server.url);
    const email = `reader.${Date.now()}@example.com`;
    expect((await visitor.post('/api/newsletter/subscribe', { email: 'nope' })).body.error.fields.email).toBe(
      'Please enter a valid email address',
    );
    expect((await visitor.post('/api/newsletter/subscribe', { email })).status).toBe(200);
    const mail = await ctx.smtp.next(email, /Confirm your PokerHome newsletter/);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect((await visitor.post('/api/newsletter/confirm', { token })).body.data.message).toMatch(/confirmed/);
    const again = await visitor.post('/api/newsletter/subscribe', { email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This address is already subscribed to the newsletter.');
    expect((await visitor.post('/api/newsletter/unsubscribe', { token })).status).toBe(200);
    expect((await visitor.post('/api/newsletter/confirm', { token: 'made-up-token' })).status).toBe(400);
  });

  it('exports the signed-in user data and deletes the account on request', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const game = (await host.post('/api/games', gamePayload())).body.data.game;
    const res = await fetch(`${ctx.server.url}/api/auth/export`, {
      headers: { cookie: [...host.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="pokerhome-data-/);
    const data: any = await res.json();
    expect(data.account.email).toBe(host.user.email);
    expect(data.gamesHosted.map((g: any) => g.id)).toEqual([game.id]);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash/);

    expect((await host.request('DELETE', '/api/auth/account', { password: 'wrong' })).status).toBe(400);
    expect((await host.get('/api/auth/me')).status).toBe(200);
    const deleted = await host.request('DELETE', '/api/auth/account', { password: 'Str0ng!Pass' });
    expect(deleted.status).toBe(200);
    expect((await host.get('/api/auth/me')).status).toBe(401);
    const login = await new TestClient(ctx.server.url).post('/api/auth/login', {
      email: host.user.email,
      password: 'Str0ng!Pass',
    });
    expect(login.status).toBe(401);
  });
});
