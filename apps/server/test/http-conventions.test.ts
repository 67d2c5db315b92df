import { serverMessages } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routeNotFoundBody } from './client.ts';
import { api, backends, useTestServer } from './harness.ts';
import { rawRequest } from './raw-request.ts';

describe.each(backends)('HTTP conventions on %s', (backend) => {
  const server = useTestServer({ backend });
  /** Sends the web app's crash report, as its error boundary does. */
  const reportCrash = (report: Record<string, unknown>) =>
    api<any>(server, 'POST', '/api/client-errors', report);

  it('applies the migrations', async () => {
    const result = await server.app.db.execute(sql`select count(*)::int as n from mail_messages`);
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 0 });
  });

  it('answers health in the envelope with the database operational', async () => {
    for (const url of ['/api/health', '/api/tournaments/health']) {
      const res = await api<any>(server, 'GET', url);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.services.database.status).toBe('healthy');
      expect(Object.keys(res.body.data.services).sort()).toEqual(
        ['authentication', 'database', 'gameManagement', 'tournamentManagement'].sort(),
      );
      expect(res.body.data.environment).toBe('test');
      expect(Date.parse(res.body.data.timestamp)).not.toBeNaN();
    }
  });

  it('gives every answer a request id, keeping a well-formed one from the caller', async () => {
    const given = await api(server, 'GET', '/api/health', undefined, { 'x-request-id': 'abc12345-test' });
    expect(given.headers.get('x-request-id')).toBe('abc12345-test');
    const generated = await api(server, 'GET', '/api/health', undefined, { 'x-request-id': 'bad id!' });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await api<any>(server, 'GET', '/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(routeNotFoundBody);
  });

  it('answers a method a path does not have with 405 and Allow, TRACE included', async () => {
    for (const method of ['PUT', 'DELETE', 'TRACE', 'PATCH', 'OPTIONS']) {
      const res = await rawRequest(`${server.url}/api/games`, method, {
        'x-requested-with': 'XMLHttpRequest',
      });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
      expect(JSON.parse(res.body)).toEqual({
        success: false,
        error: { message: serverMessages.methodNotAllowed, code: 'METHOD_NOT_ALLOWED' },
      });
    }
    const onId = await api<any>(server, 'POST', '/api/games/00000000-0000-4000-8000-000000000000');
    expect(onId.status).toBe(405);
    expect(onId.headers.get('allow')).toBe('GET, HEAD, PATCH');
    // A path no method has stays a 404, and so does a page address (the web app's catch-all).
    expect((await api(server, 'DELETE', '/api/no/such/thing')).status).toBe(404);
  });

  it('refuses an unknown query parameter with a 400 naming it', async () => {
    const res = await api<any>(server, 'GET', '/api/health?x-unknown=42&cache=1');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: serverMessages.unknownQueryParameter,
      fields: {
        'x-unknown': serverMessages.unknownQueryParameter,
        cache: serverMessages.unknownQueryParameter,
      },
    });
  });

  it('answers an over-long path parameter with 414 URI_TOO_LONG', async () => {
    const res = await api<any>(server, 'GET', `/api/rsvp/${'x'.repeat(5000)}`);
    expect(res.status).toBe(414);
    expect(res.body.error).toEqual({ code: 'URI_TOO_LONG', message: serverMessages.uriTooLong });
  });

  it('answers bad input with 400 naming the field, never 500', async () => {
    const res = await reportCrash({ message: '', url: '/x', kind: 'render' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields)).toEqual(['message']);

    const wrongType = await reportCrash({ message: 'x', url: 1, kind: 'nope' });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.error.fields).sort()).toEqual(['kind', 'url']);

    const malformed = await fetch(`${server.url}/api/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: '{"message": ',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as any).success).toBe(false);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await reportCrash({ message: 'x', url: '/', kind: 'render', stack: 'y'.repeat(40_000) });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The request is too large');
  });

  it('accepts a well-formed crash report', async () => {
    const res = await reportCrash({ message: 'boom', url: '/games', kind: 'render' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { received: true } });
  });

  it('serves an OpenAPI description listing the routes', async () => {
    const res = await api<any>(server, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/client-errors']),
    );
    const docs = await fetch(`${server.url}/api/docs`);
    expect(docs.status).toBe(200);
  });
});
