import { textMessages } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { signedIn } from './fixtures.ts';
import { backends, useTestServer } from './harness.ts';

type Operation = { parameters?: { name: string; in: string }[] };

/**
 * A NUL character in any request field is a 400 naming the field, whatever the field's schema, and
 * never reaches PostgreSQL, which refused it with a 500 (issue 25, finding 8: `?search=%00`).
 * docs/security.md, "Text input rule".
 */
describe.each(backends)('NUL characters in requests on %s', (backend) => {
  const server = useTestServer({ backend });
  const refused = { code: 'VALIDATION_FAILED', message: textMessages.invalidCharacters };

  it("answers the audit's games search with a 400 naming the field", async () => {
    const host = await signedIn(server.url, 'host');
    for (const search of ['%00', 'ace%00high', '%C0%80']) {
      const res = await host.get(`/api/games?search=${search}`);
      if (search === '%C0%80') {
        // An overlong encoding of NUL is not NUL: it decodes to replacement characters, plain text.
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject(refused);
      expect(res.body.error.fields).toEqual({ search: textMessages.invalidCharacters });
    }
  });

  it('refuses a NUL in every query parameter of every GET the API describes, naming it', async () => {
    const host = await signedIn(server.url, 'host');
    const spec = (await host.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const id = '00000000-0000-4000-8000-000000000000';
    const problems: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(spec.paths)) {
      const query = (operations.get?.parameters ?? []).filter((p) => p.in === 'query');
      for (const { name } of query) {
        const url = `${path.replace(/\{\w+\}/g, id)}?${name}=a%00b`;
        const res = await host.get(url);
        checked += 1;
        if (res.status !== 400 || res.body?.error?.fields?.[name] !== textMessages.invalidCharacters)
          problems.push(`GET ${url}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it('refuses a NUL in a body field of any kind and in a body key, naming it', async () => {
    const host = await signedIn(server.url, 'host');
    // A password field is no text() (any character a password may hold): still refused.
    const password = await host.post('/api/auth/change-password', {
      currentPassword: 'Str0ng!Pass\u0000',
      newPassword: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    });
    expect(password.status).toBe(400);
    expect(password.body.error.fields).toEqual({ currentPassword: textMessages.invalidCharacters });
    const nested = await host.post('/api/games', { name: 'Friday', location: { name: 'Club\u0000' } });
    expect(nested.status).toBe(400);
    expect(nested.body.error.fields).toEqual({ 'location.name': textMessages.invalidCharacters });
    const key = await host.post('/api/games', { 'na\u0000me': 'x' });
    expect(key.status).toBe(400);
    expect(key.body.error.fields).toEqual({ 'na\u0000me': textMessages.invalidCharacters });
  });
});
