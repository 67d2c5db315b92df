import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { newUser, TestClient } from '../../../test/client.ts';
import { backends, useTestServer } from '../../../test/harness.ts';

/** A code for the next time step, so it differs from one already accepted in this step. */
const codeAt = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

describe.each(backends)('two-factor sign-in on %s', (backend) => {
  const server = useTestServer({ backend });

  it('enables TOTP with a QR code, then asks for the code at sign-in; recovery codes work once', async () => {
    const user = newUser();
    const browser = new TestClient(server.url);
    await browser.post('/api/auth/register', user);

    const setup = await browser.post('/api/auth/2fa/setup');
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrCodeDataUrl } = setup.body.data;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/PokerHome/);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    expect((await browser.post('/api/auth/2fa/verify', { token: '000000' })).status).toBe(400);
    const enabled = await browser.post('/api/auth/2fa/verify', { token: await codeAt(secret) });
    expect(enabled.status).toBe(200);
    const recoveryCodes: string[] = enabled.body.data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect((await browser.get('/api/auth/me')).body.data.user.twoFactorEnabled).toBe(true);

    const device = new TestClient(server.url);
    const step1 = await device.post('/api/auth/login', { email: user.email, password: user.password });
    expect(step1.status).toBe(200);
    expect(step1.body.data).toEqual({ twoFactorRequired: true });
    expect((await device.get('/api/auth/me')).status).toBe(401);

    const wrong = await device.post('/api/auth/login', {
      email: user.email,
      password: user.password,
      twoFactorCode: '123456',
    });
    expect(wrong.status).toBe(401);
    const step2 = await device.post('/api/auth/login', {
      email: user.email,
      password: user.password,
      twoFactorCode: await codeAt(secret, 1),
    });
    expect(step2.status).toBe(200);
    expect(step2.body.data.user.email).toBe(user.email);
    expect((await device.get('/api/auth/me')).status).toBe(200);

    const withRecovery = await new TestClient(server.url).post('/api/auth/login', {
      email: user.email,
      password: user.password,
      twoFactorCode: recoveryCodes[0],
    });
    expect(withRecovery.status).toBe(200);
    const recoveryAgain = await new TestClient(server.url).post('/api/auth/login', {
      email: user.email,
      password: user.password,
      twoFactorCode: recoveryCodes[0],
    });
    expect(recoveryAgain.status).toBe(401);

    expect((await browser.post('/api/auth/2fa/disable', { token: '111111' })).status).toBe(400);
    const disabled = await browser.post('/api/auth/2fa/disable', { token: recoveryCodes[1] });
    expect(disabled.status).toBe(200);
    const plain = await new TestClient(server.url).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(plain.body.data.user.twoFactorEnabled).toBe(false);
  });
});
