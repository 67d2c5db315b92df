import { beforeAll, describe, expect, it } from 'vitest';
import { type MatrixRow, matrix, missingLeagueMatrix } from './access-matrix.ts';
import { forbiddenAddresses, type Role, roles, secretNote, useServerWithWorld } from './access-world.ts';
import type { TestClient } from './client.ts';
import { backends } from './harness.ts';

type Endpoint = { method: string; path: string; key: string };

/** Every endpoint the server describes, as "METHOD /path/{param}". */
async function describedEndpoints(client: TestClient): Promise<Endpoint[]> {
  const spec = (await client.get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(spec.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => ({ method: m.toUpperCase(), path, key: `${m.toUpperCase()} ${path}` })),
  );
}

const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });

describe.each(backends)('access-control matrix on %s', (backend) => {
  const ctx = useServerWithWorld(backend);
  let endpoints: Endpoint[];
  beforeAll(async () => {
    endpoints = await describedEndpoints(ctx.world.clients.anon as TestClient);
  });

  it('has a row for every endpoint the OpenAPI description lists, and none for an endpoint that is gone', () => {
    const described = endpoints.map((e) => e.key).sort();
    expect(described.length).toBeGreaterThan(80);
    expect(described.filter((key) => !(key in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !described.includes(key))).toEqual([]);
  });

  /** Calls each endpoint that has a row as every caller; the statuses that differ, the leaks, the checks that fail. */
  async function callAll(rows: Record<string, MatrixRow>) {
    const mismatches: string[] = [];
    const leaks: string[] = [];
    for (const endpoint of endpoints) {
      const row = rows[endpoint.key];
      if (!row) continue;
      for (const [i, role] of roles.entries()) {
        const client = (
          row.freshActor ? await ctx.world.freshActor(role) : ctx.world.clients[role]
        ) as TestClient;
        const call = (await row.call?.(ctx.world, role)) ?? {};
        const url = fill(endpoint.path, call.params) + (call.query ? `?${call.query}` : '');
        const res = await client.request(
          endpoint.method,
          url,
          endpoint.method === 'GET' ? undefined : call.body,
        );
        if (res.status !== row.expect[i]) {
          mismatches.push(
            `${endpoint.key} as ${role}: ${res.status}, matrix says ${row.expect[i]} ${JSON.stringify(res.body)?.slice(0, 160)}`,
          );
        }
        if (res.status >= 500) mismatches.push(`${endpoint.key} as ${role}: server error`);
        if (row.check && res.status < 300) {
          const problem = row.check(res.body, ctx.world, role);
          if (problem) mismatches.push(`${endpoint.key} as ${role}: ${problem}`);
        }
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
        for (const address of forbiddenAddresses(ctx.world, role as Role))
          if (text.toLowerCase().includes(address.toLowerCase()))
            leaks.push(`${endpoint.key} as ${role}: ${address}`);
        if (role !== 'host' && text.includes(secretNote))
          leaks.push(`${endpoint.key} as ${role}: the host's notes`);
        if (/"phone":"[^"]/.test(text)) leaks.push(`${endpoint.key} as ${role}: a phone number`);
      }
    }
    return { mismatches, leaks };
  }

  it("answers every endpoint as the matrix says for each caller, leaking nobody else's address or notes", async () => {
    const { mismatches, leaks } = await callAll(matrix);
    expect(mismatches).toEqual([]);
    expect(leaks).toEqual([]);
  }, 300_000);

  it('answers the leagues endpoints on a league, season and link that do not exist as the matrix says', async () => {
    const described = endpoints.map((e) => e.key);
    expect(Object.keys(missingLeagueMatrix).filter((key) => !described.includes(key))).toEqual([]);
    const { mismatches, leaks } = await callAll(missingLeagueMatrix);
    expect(mismatches).toEqual([]);
    expect(leaks).toEqual([]);
  }, 120_000);
});
