import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeNotFoundBody } from './client.ts';
import { api, startTestServer, type TestServer } from './harness.ts';

/** A GET whose Host header is ours to choose (fetch always sends the real one). */
function rawGet(server: TestServer, url: string, headers: Record<string, string>) {
  return new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    http
      .get({ hostname, port, path: url, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      })
      .on('error', reject);
  });
}

const connectSrc = (csp: string | string[] | null | undefined) =>
  String(csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('connect-src'))
    ?.split(/\s+/)
    .slice(1);

const servers: Record<'plain' | 'https' | 'production' | 'productionWithDocs', TestServer> = {} as never;
beforeAll(async () => {
  servers.plain = await startTestServer();
  servers.https = await startTestServer({ env: { PUBLIC_URL: 'https://poker.example.com' } });
  servers.production = await startTestServer({ env: { NODE_ENV: 'production' } });
  servers.productionWithDocs = await startTestServer({ env: { NODE_ENV: 'production', API_DOCS: 'true' } });
}, 180_000);
afterAll(async () => {
  for (const server of Object.values(servers)) await server?.close();
});

describe('security headers', () => {
  it('limits connect-src to PUBLIC_URL: self and its host over ws, whatever Host the request names', async () => {
    const server = servers.plain;
    for (const url of ['/', '/api/health']) {
      const res = await fetch(`${server.url}${url}`);
      const sources = connectSrc(res.headers.get('content-security-policy'));
      expect(sources).toEqual(["'self'", 'ws://localhost:0']);
    }
    // The audit's repro: a Host header of the attacker's choosing is not copied into the policy.
    for (const host of ['attacker.example:3321', 'evil.example;script-src *']) {
      const hostile = await rawGet(server, '/', { host });
      expect(connectSrc(hostile['content-security-policy'])).toEqual(["'self'", 'ws://localhost:0']);
      expect(hostile['content-security-policy']).not.toMatch(/attacker|evil|script-src \*/);
    }
  });

  it('turns off the powerful browser features the app does not use, on every answer', async () => {
    const server = servers.plain;
    for (const url of ['/', '/api/health', '/api/no-such-route', '/calendar/nothing.ics']) {
      const headers = await rawGet(server, url, {});
      expect(headers['permissions-policy']).toBe(
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), ' +
          'payment=(), usb=(), fullscreen=(self), screen-wake-lock=(self)',
      );
    }
  });

  it('sends no HSTS over plain HTTP, and sends it when a trusted proxy says the request came over HTTPS', async () => {
    const server = servers.plain;
    const plain = await api(server, 'GET', '/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await api(server, 'GET', '/api/health', undefined, { 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends HSTS on every answer and allows wss to our host when PUBLIC_URL is https', async () => {
    const server = servers.https;
    for (const url of ['/', '/api/health', '/api/no-such-route']) {
      const headers = await rawGet(server, url, { host: 'poker.example.com', 'x-forwarded-proto': 'https' });
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(connectSrc(headers['content-security-policy'])).toEqual(["'self'", 'wss://poker.example.com']);
    }
  });
});

describe('API documentation', () => {
  it('is off in production: no Swagger UI and no OpenAPI description', async () => {
    const server = servers.production;
    expect((await fetch(`${server.url}/api/docs`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/docs/static/index.html`)).status).toBe(404);
    const description = await api<any>(server, 'GET', '/api/openapi.json');
    expect(description.status).toBe(404);
    expect(description.body).toEqual(routeNotFoundBody);
  });

  it('is on in production when API_DOCS=true, and in test mode by default', async () => {
    for (const server of [servers.productionWithDocs, servers.plain]) {
      expect((await fetch(`${server.url}/api/docs`)).status).toBe(200);
      const description = await api<any>(server, 'GET', '/api/openapi.json');
      expect(description.status).toBe(200);
      expect(description.body.openapi).toMatch(/^3\./);
    }
  });
});
